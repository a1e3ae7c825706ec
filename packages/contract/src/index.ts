export * from './enums.ts';
export * from './envelope.ts';
export * from './error-codes.ts';
export * from './health.ts';
export * from './limits.ts';
export * from './paths.ts';
