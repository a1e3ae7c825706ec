import type { Dashboard } from '@docket/contract';
import type { ActorContext } from '../../lib/context.ts';
import { today } from '../../lib/day.ts';
import { must } from '../../lib/must.ts';
import {
  caseFigures,
  caseloads,
  latestNotes,
  openedAndClosed,
  popularCaseTypes,
  recentCases,
} from '../cases/case-figures.read-model.ts';
import { toListItem } from '../cases/cases.read-model.ts';
import { clientCases } from '../cases/client-home.read-model.ts';
import { findUserById } from '../users/users.service.ts';

/** One call fills the dashboard, scoped to what the user may see: the firm, their cases, or their own. */
export async function getDashboard(
  ctx: ActorContext,
  range: Dashboard['chart']['range'],
): Promise<Dashboard> {
  const { actor, db } = ctx;
  const me = must(await findUserById(ctx, actor.userId), 'the signed-in user');
  const recent = await recentCases(db, actor, 5);
  const popular = await popularCaseTypes(db, actor, 5);
  const notes = await latestNotes(db, actor, 6);
  const loads = actor.role === 'Admin' ? await caseloads(db, 10) : [];
  return {
    user: { fullName: `${me.firstName} ${me.lastName}`, role: actor.role },
    figures: await caseFigures(db, actor, today(ctx)),
    chart: { range, points: await openedAndClosed(db, actor, range, ctx.now()) },
    recentCases: recent.map(toListItem),
    popularCaseTypes: popular,
    latestNotes: notes.map(({ note, caseTypeName, first, last }) => ({
      caseId: note.caseId,
      caseTypeName,
      text: note.text,
      authorName: `${first} ${last}`,
      createdAt: note.createdAt.toISOString(),
    })),
    myCases: await clientCases(ctx),
    caseloads: loads,
  };
}
