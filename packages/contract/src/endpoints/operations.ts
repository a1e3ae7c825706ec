import { API } from '../api.ts';
import { BackgroundWorkSchema } from '../background-work.ts';
import { pagedSchema } from '../cases.ts';
import {
  AuditEventSchema,
  AuditQuerySchema,
  DashboardQuerySchema,
  DashboardSchema,
  MarkReadRequestSchema,
  NotificationsSchema,
  SearchQuerySchema,
  SearchResultSchema,
} from '../dashboard.ts';
import { endpoint } from '../endpoint.ts';
import { HealthSchema, ReadinessSchema } from '../health.ts';

/** The dashboard, search, notifications, the audit log and the health checks. */
export const operationsEndpoints = {
  health: endpoint(API.health, {
    summary: 'The process is alive',
    tags: ['health'],
    auth: 'public',
    response: HealthSchema,
    errors: [],
  }),
  healthReady: endpoint(API.healthReady, {
    summary: 'The database answers: the instance can take traffic',
    tags: ['health'],
    auth: 'public',
    response: ReadinessSchema,
    errors: ['DATABASE_UNAVAILABLE'],
  }),
  dashboard: endpoint(API.dashboard, {
    summary: "Everything the dashboard shows, for the caller's scope: the firm, their cases, or their own",
    tags: ['dashboard'],
    query: DashboardQuerySchema,
    response: DashboardSchema,
    errors: [],
  }),
  search: endpoint(API.search, {
    summary:
      'Cases, case types and (for administrators) people matching the text, and documents whose text holds the words, each with a marked snippet, in the cases the caller may see',
    tags: ['search'],
    query: SearchQuerySchema,
    response: SearchResultSchema,
    errors: [],
  }),
  notifications: endpoint(API.notifications, {
    summary: 'Your latest notifications and how many are unread',
    tags: ['notifications'],
    response: NotificationsSchema,
    errors: [],
  }),
  markNotificationsRead: endpoint(API.markNotificationsRead, {
    summary: 'Mark notifications read (all of them when ids is left out)',
    tags: ['notifications'],
    body: MarkReadRequestSchema,
    errors: [],
  }),
  backgroundWork: endpoint(API.backgroundWork, {
    summary:
      'Each background job: how many wait, run and failed (with the last error), its next run, and how fast its backlog drains (admins)',
    tags: ['operations'],
    roles: ['Admin'],
    response: BackgroundWorkSchema,
    errors: [],
  }),
  auditEvents: endpoint(API.auditEvents, {
    summary: 'Audit records, newest first, filtered by user, case, action and date (admins)',
    tags: ['audit'],
    roles: ['Admin'],
    query: AuditQuerySchema,
    response: pagedSchema(AuditEventSchema),
    errors: [],
  }),
};
