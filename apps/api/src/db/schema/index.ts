export * from './audit.ts';
export * from './users.ts';
