import type { Db } from '../src/db/client.ts';
import { backgroundContext, type ServiceContext } from '../src/lib/context.ts';
import type { FileStorage } from '../src/lib/storage/file-storage.ts';
import type { TestApp } from './build-test-app.ts';

/**
 * The context a background task of the test's app gets (no actor), on another database handle or
 * transaction, or with another file storage (one that fails, say), for a test that calls the task
 * itself.
 */
export function taskContext(t: TestApp, swap: { db?: Db; storage?: FileStorage } = {}): ServiceContext {
  const ctx = backgroundContext(t.app);
  const { files } = ctx.services;
  return {
    ...ctx,
    ...(swap.db ? { db: swap.db } : {}),
    ...(swap.storage ? { services: { ...ctx.services, files: { ...files, storage: swap.storage } } } : {}),
  };
}
