export * from './audit.ts';
export * from './files.ts';
export * from './sessions.ts';
export * from './users.ts';
