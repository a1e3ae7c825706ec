import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServiceContext } from '../../lib/context.ts';
import { caseVisibleTo } from './cases.repository.ts';
import { casesRoutes } from './cases.routes.ts';
import { caseNotesRoutes } from './notes.routes.ts';
import { runReminderRound } from './reminders.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One round of automatic reminders (decision 025); the instance runs it on a timer. */
    runReminders(): Promise<number>;
  }
}

const REMINDER_ROUND_MS = 15 * 60_000;

async function casesPlugin(app: FastifyInstance): Promise<void> {
  // A case document may be read by whoever may see its case; every read is on the case's record.
  app.files.policies.set('case-document', {
    readable: (actor, ownerId) => caseVisibleTo(actor, sql`${ownerId}::integer`),
    auditTarget: (ownerId) => ({ type: 'case', id: ownerId }),
  });
  // The template of a document the firm asked for: whoever may see the item's case.
  app.files.policies.set('checklist-item', {
    readable: (actor, ownerId) =>
      caseVisibleTo(actor, sql`(select i.case_id from checklist_items i where i.id = ${ownerId}::integer)`),
  });
  await app.register(casesRoutes);
  await app.register(caseNotesRoutes);

  app.decorate('runReminders', () => {
    const ctx: ServiceContext = {
      db: app.db,
      actor: null,
      ip: null,
      userAgent: null,
      requestId: null,
      log: app.log,
      now: app.clock,
      services: app.services,
    };
    return runReminderRound(ctx);
  });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onListen', async () => {
    const run = () =>
      (running = app
        .runReminders()
        .then((reminded) => reminded > 0 && app.log.info({ reminded }, 'reminders sent'))
        .catch((error) => app.log.error({ err: error }, 'reminder round failed')));
    void run();
    timer = setInterval(run, REMINDER_ROUND_MS);
    timer.unref();
  });
  // A round cut short loses nothing (each case is one transaction), but it must not outlive the database.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export const casesModule = fp(casesPlugin, { name: 'docket-cases', dependencies: ['docket-files'] });
