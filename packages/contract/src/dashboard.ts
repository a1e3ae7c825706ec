import { z } from 'zod';
import { CaseListItemSchema } from './cases.ts';
import { CHECKLIST_STATES } from './checklist-values.ts';
import { isoDateBetween } from './dates.ts';
import { DocumentSearchHitSchema } from './document-checks.ts';
import { RoleSchema } from './enums.ts';
import { LIMITS } from './limits.ts';
import { DASHBOARD_RANGES } from './values.ts';

export { DASHBOARD_RANGES } from './values.ts';
export const DashboardQuerySchema = z.object({ range: z.enum(DASHBOARD_RANGES).default('ALL') });

export const DashboardSchema = z.object({
  user: z.object({ fullName: z.string(), role: RoleSchema }),
  figures: z.object({
    open: z.number().int(),
    pending: z.number().int(),
    closed: z.number().int(),
    awaitingDocuments: z.number().int(),
    unassigned: z.number().int(),
    /** The work queues (CASE_QUEUES), scoped as the case list is. */
    awaitingMyReview: z.number().int(),
    waitingForClient: z.number().int(),
    overdue: z.number().int(),
  }),
  /** Cases opened and closed per period (day for 1M, month otherwise), oldest first. */
  chart: z.object({
    range: z.enum(DASHBOARD_RANGES),
    points: z.array(z.object({ period: z.string(), opened: z.number().int(), closed: z.number().int() })),
  }),
  recentCases: z.array(CaseListItemSchema),
  popularCaseTypes: z.array(
    z.object({ caseTypeId: z.number().int(), caseTypeName: z.string(), cases: z.number().int() }),
  ),
  latestNotes: z.array(
    z.object({
      caseId: z.number().int(),
      caseTypeName: z.string(),
      text: z.string(),
      authorName: z.string(),
      createdAt: z.string(),
    }),
  ),
  /**
   * Clients only (empty for staff): the client's cases not closed, newest first, each with the
   * documents it still needs from her, the case's own order (the client's home).
   */
  myCases: z.array(
    CaseListItemSchema.extend({
      owed: z.array(
        z.object({
          itemId: z.number().int(),
          name: z.string(),
          /** Missing: not sent yet; Rejected: sent back, to send again. */
          state: z.enum(CHECKLIST_STATES),
          dueDate: z.string().nullable(),
          isOverdue: z.boolean(),
        }),
      ),
    }),
  ),
  /** Admins only: each solicitor's open caseload. */
  caseloads: z.array(
    z.object({ solicitorId: z.string(), solicitorName: z.string(), open: z.number().int() }),
  ),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const SearchQuerySchema = z.object({ q: z.string().trim().min(1).max(100) });
export const SearchResultSchema = z.object({
  cases: z.array(
    z.object({ id: z.number().int(), caseTypeName: z.string(), clientName: z.string(), status: z.string() }),
  ),
  caseTypes: z.array(z.object({ id: z.number().int(), caseTypeName: z.string() })),
  users: z.array(z.object({ id: z.string(), fullName: z.string(), email: z.string(), role: RoleSchema })),
  /** Documents whose text holds the words, best first, in cases the caller may see (decision 039). */
  documents: z.array(DocumentSearchHitSchema),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const NOTIFICATION_KINDS = [
  'case.created',
  'case.document_added',
  'case.solicitor_assigned',
  'case.status_changed',
  'document.uploaded',
  'document.accepted',
  'document.rejected',
  'document.waived',
  'document.requested',
  'document.reminder',
  'key_date.moved_earlier',
  'key_date.change_waiting',
  /** params: label, ruleKey, due, when ('in7Days' | 'in2WorkingDays' | 'in1WorkingDay' | 'today'). */
  'key_date.reminder',
  /** params: label, ruleKey, due. */
  'key_date.missed',
  /** To the case's client: params label, ruleKey, due, when ('in3Days' | 'tomorrow'). */
  'key_date.client_reminder',
  /**
   * To the case's client, of an appointment marked for her: params eventKind, startsAt (ISO),
   * location, online ('yes' | ''), interpreterLanguage, interpreterDialect (as typed, or ''),
   * interpreterBooked ('yes' | ''), when ('in3Days' | 'tomorrow'). Never the firm's own title.
   */
  'case.event_reminder',
] as const;
export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  caseId: z.number().int().nullable(),
  /** Values for the translated message, e.g. caseTypeName, status, actorName. */
  params: z.record(z.string(), z.string()),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationsSchema = z.object({ items: z.array(NotificationSchema), unread: z.number().int() });
export const MarkReadRequestSchema = z.object({
  ids: z.array(z.number().int().min(-LIMITS.maxDbInteger).max(LIMITS.maxDbInteger)).max(200).optional(),
});

export const AuditQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(LIMITS.maxDbInteger).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  userId: z.uuid().optional(),
  caseId: z.coerce.number().int().positive().max(LIMITS.maxDbInteger).optional(),
  action: z.string().trim().max(100).optional(),
  from: isoDateBetween('1900-01-01', () => '9999-12-30', 'date.outOfRange').optional(),
  to: isoDateBetween('1900-01-01', () => '9999-12-30', 'date.outOfRange').optional(),
});
export const AuditEventSchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  action: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  ip: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
