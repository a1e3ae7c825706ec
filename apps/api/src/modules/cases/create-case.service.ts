import type { ApiErrorItem, CreateCaseRequest, UploadedDocument } from '@docket/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cases, caseTypeDocuments, caseTypes, checklistItems, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction } from '../../lib/context.ts';
import { must } from '../../lib/must.ts';
import { fieldError } from '../../lib/validation.ts';
import { activeAdminIds, notify } from '../notifications/notifications.service.ts';
import { refreshCase, refreshChecklistSummary } from './cases.read-model.ts';
import { insertVersion, itemValuesOf } from './checklist.repository.ts';

/** Claims a staged case-document upload of the caller for a case; answers the stored file's id or null. */
export type ClaimCaseFile = (ctx: ActorContext, key: string, caseId: number) => Promise<string | null>;

type Definition = typeof caseTypeDocuments.$inferSelect;

function checkDocuments(
  supportType: number,
  definitions: Definition[],
  required: UploadedDocument[],
  eligibility: UploadedDocument[],
): ApiErrorItem[] {
  const errors: ApiErrorItem[] = [];
  const byId = new Map(definitions.map((d) => [d.id, d]));
  const requiredDefs = definitions.filter((d) => d.kind === 'required');
  for (const def of requiredDefs) {
    const files = required.filter((r) => r.documentDefinitionId === def.id);
    if (files.length === 0)
      errors.push(fieldError('requiredDocuments', 'case.document.missing', { name: def.name }));
    if (files.length > 1)
      errors.push(fieldError('requiredDocuments', 'case.document.duplicate', { name: def.name }));
  }
  for (const doc of required) {
    const def = byId.get(doc.documentDefinitionId);
    if (def?.kind !== 'required') {
      errors.push(
        fieldError('requiredDocuments', 'case.document.notRequired', { id: doc.documentDefinitionId }),
      );
    }
  }
  const seen = new Set<number>();
  for (const doc of eligibility) {
    const def = byId.get(doc.documentDefinitionId);
    if (def?.kind !== 'eligibility' || def.supportType !== supportType) {
      const name = def?.name ?? `Document ${doc.documentDefinitionId}`;
      errors.push(fieldError('eligibilityDocuments', 'case.document.notEligibility', { name }));
    } else if (seen.has(def.id)) {
      errors.push(fieldError('eligibilityDocuments', 'case.document.duplicate', { name: def.name }));
    }
    seen.add(doc.documentDefinitionId);
  }
  return errors;
}

async function loadCaseType(db: Db, id: number) {
  const [type] = await db
    .select()
    .from(caseTypes)
    .where(and(eq(caseTypes.id, id), isNull(caseTypes.archivedAt)));
  if (!type) return undefined;
  const definitions = await db
    .select()
    .from(caseTypeDocuments)
    .where(and(eq(caseTypeDocuments.caseTypeId, id), isNull(caseTypeDocuments.archivedAt)));
  return { type, definitions };
}

function failed(errors: ApiErrorItem[]): AppError {
  return new AppError('CASE_INVALID', { errors, detail: errors.map((e) => e.errorMessage).join(' ') });
}

const CLIENT_COLUMNS = { id: users.id, firstName: users.firstName, lastName: users.lastName };

/**
 * Whose case it is, with her name: a client's own, whatever clientId says (the spec's client sends
 * its own id); for a member of staff, the client named by clientId, who must be an active client.
 */
async function clientOf(
  ctx: ActorContext,
  input: CreateCaseRequest,
): Promise<{ id: string; firstName: string; lastName: string }> {
  const actor = ctx.actor;
  if (actor.role === 'Client') {
    const [self] = await ctx.db.select(CLIENT_COLUMNS).from(users).where(eq(users.id, actor.userId));
    return must(self, 'the signed-in client');
  }
  const id = input.clientId?.trim() ?? '';
  const [client] = /^[0-9a-f-]{36}$/i.test(id)
    ? await ctx.db
        .select(CLIENT_COLUMNS)
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'Client'), eq(users.isLocked, false)))
    : [];
  if (!client) throw failed([fieldError('clientId', 'case.client.required')]);
  return client;
}

/**
 * Opens a case, checking everything on the server, in one transaction: the type is offered, the
 * support type fits it, every required document has exactly one file, eligibility documents
 * match the support type, and each file is the caller's own staged upload. Size and type of each
 * document come from the stored file, never from the request. The case gets its checklist
 * (decision 025): an item per required document and per eligibility document of its support
 * type, those sent with it awaiting review, the others missing.
 */
export async function createCase(
  ctx: ActorContext,
  input: CreateCaseRequest,
  claim: ClaimCaseFile,
): Promise<number> {
  const actor = ctx.actor;
  const loaded = await loadCaseType(ctx.db, input.caseTypeId);
  if (!loaded) throw failed([fieldError('caseTypeId', 'case.caseType.unavailable')]);
  const { type, definitions } = loaded;
  const errors: ApiErrorItem[] = [];
  // The spec's wizard never offers None, whatever the case type says.
  if (input.supportType === 0) {
    errors.push(fieldError('supportType', 'case.supportType.required'));
  } else if (!type.allowedSupportTypes.includes(input.supportType)) {
    errors.push(fieldError('supportType', 'case.supportType.notOffered'));
  }
  errors.push(
    ...checkDocuments(input.supportType, definitions, input.requiredDocuments, input.eligibilityDocuments),
  );
  if (errors.length) throw failed(errors);
  const client = await clientOf(ctx, input);
  const clientId = client.id;
  const clientName = `${client.firstName} ${client.lastName}`;

  const now = ctx.now();
  return inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const [row] = await tx
      .insert(cases)
      .values({
        caseTypeId: type.id,
        clientId,
        // A solicitor who opens a case for a client works it.
        solicitorId: actor.role === 'Solicitor' ? actor.userId : null,
        supportType: input.supportType,
        description: input.description?.trim() || null,
        createdAt: now,
        updatedAt: now,
        caseTypeName: type.name,
        clientName,
      })
      .returning({ id: cases.id });
    const caseId = must(row, 'the new case').id;
    const sent = new Map<number, UploadedDocument>(
      [...input.requiredDocuments, ...input.eligibilityDocuments].map((doc) => [
        doc.documentDefinitionId,
        doc,
      ]),
    );
    const missing: ApiErrorItem[] = [];
    const wanted = definitions
      .filter((d) => d.kind === 'required' || d.supportType === input.supportType)
      .sort((a, b) =>
        a.kind === b.kind ? a.position - b.position || a.id - b.id : a.kind === 'required' ? -1 : 1,
      );
    for (const [position, definition] of wanted.entries()) {
      const doc = sent.get(definition.id);
      const storedFileId = doc ? await claim(txCtx, doc.filePath, caseId) : null;
      if (doc && !storedFileId) {
        const field = definition.kind === 'required' ? 'requiredDocuments' : 'eligibilityDocuments';
        missing.push(fieldError(field, 'case.document.fileMissing', { name: definition.name }));
        continue;
      }
      const [item] = await tx
        .insert(checklistItems)
        .values({
          ...itemValuesOf(definition),
          caseId,
          state: storedFileId ? 'AwaitingReview' : 'Missing',
          neededSince: storedFileId ? null : now,
          position,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (storedFileId) {
        await insertVersion(txCtx, must(item, 'the new checklist item'), {
          storedFileId,
          uploadedBy: actor.userId,
          now,
        });
      }
    }
    // Throwing here rolls back the case, its items, its documents and every claim.
    if (missing.length) throw failed(missing);
    await refreshCase(tx, caseId);
    await refreshChecklistSummary(tx, caseId);
    await notify(tx, await activeAdminIds(tx), {
      kind: 'case.created',
      caseId,
      params: { caseTypeName: type.name, clientName },
      actorId: actor.userId,
      now,
    });
    await recordAudit(
      txCtx,
      'case.created',
      { type: 'case', id: caseId },
      { caseType: type.name, documents: sent.size, ...(clientId === actor.userId ? {} : { clientId }) },
    );
    return caseId;
  });
}
