import type { ApiErrorItem, CreateCaseRequest, UploadedDocument } from '@docket/contract';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction } from '../../lib/context.ts';
import { must } from '../../lib/must.ts';
import { fieldError } from '../../lib/validation.ts';
import { findOfferedCaseType } from '../case-types/case-types.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { activeAdminIds, findActiveClientById, findUserById } from '../users/users.service.ts';
import { refreshCase, refreshChecklistSummary } from './cases.read-model.ts';
import { insertCase } from './cases.repository.ts';
import { insertItem, itemValuesOf } from './checklist.repository.ts';
import { recordVersion } from './checklist.service.ts';

type Definition = NonNullable<Awaited<ReturnType<typeof findOfferedCaseType>>>['definitions'][number];

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

function failed(errors: ApiErrorItem[]): AppError {
  return new AppError('CASE_INVALID', { errors, detail: errors.map((e) => e.errorMessage).join(' ') });
}

/**
 * Whose case it is, with her name: a client's own, whatever clientId says (the spec's client sends
 * its own id); for a member of staff, the client named by clientId, who must be an active client.
 */
async function clientOf(
  ctx: ActorContext,
  input: CreateCaseRequest,
): Promise<{ id: string; firstName: string; lastName: string }> {
  const actor = ctx.actor;
  if (actor.role === 'Client') return must(await findUserById(ctx, actor.userId), 'the signed-in client');
  const id = input.clientId?.trim() ?? '';
  const client = /^[0-9a-f-]{36}$/i.test(id) ? await findActiveClientById(ctx, id) : undefined;
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
export async function createCase(ctx: ActorContext, input: CreateCaseRequest): Promise<number> {
  const actor = ctx.actor;
  const loaded = await findOfferedCaseType(ctx, input.caseTypeId);
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
    const caseId = await insertCase(tx, {
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
    });
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
      const claimed = doc
        ? await txCtx.services.files.tryClaim(txCtx, doc.filePath, 'case-document', {
            type: 'case-document',
            id: String(caseId),
          })
        : null;
      const storedFileId = claimed?.id ?? null;
      if (doc && !storedFileId) {
        const field = definition.kind === 'required' ? 'requiredDocuments' : 'eligibilityDocuments';
        missing.push(fieldError(field, 'case.document.fileMissing', { name: definition.name }));
        continue;
      }
      const item = await insertItem(tx, {
        ...itemValuesOf(definition),
        caseId,
        state: storedFileId ? 'AwaitingReview' : 'Missing',
        neededSince: storedFileId ? null : now,
        position,
        createdAt: now,
        updatedAt: now,
      });
      if (storedFileId) await recordVersion(txCtx, item, { storedFileId, uploadedBy: actor.userId, now });
    }
    // Throwing here rolls back the case, its items, its documents and every claim.
    if (missing.length) throw failed(missing);
    await refreshCase(tx, caseId);
    await refreshChecklistSummary(tx, caseId);
    await notify(txCtx, await activeAdminIds(txCtx), {
      kind: 'case.created',
      caseId,
      params: { caseTypeName: type.name, clientName },
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
