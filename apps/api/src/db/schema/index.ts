export * from './audit.ts';
export * from './case-types.ts';
export * from './cases.ts';
export * from './files.ts';
export * from './mail.ts';
export * from './notifications.ts';
export * from './sessions.ts';
export * from './users.ts';
