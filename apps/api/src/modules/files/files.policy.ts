import { sql } from 'drizzle-orm';
import type { FileAccessPolicy } from '../../lib/context.ts';

/** Files anyone signed in may read: an avatar, a case type's template. */
const anySignedInUser: FileAccessPolicy = { readable: () => sql`true` };

/** Who may read the files of the owner types the files module knows itself. */
export const SHARED_FILE_POLICIES: ReadonlyArray<[string, FileAccessPolicy]> = [
  ['user-avatar', anySignedInUser],
  ['case-type-document', anySignedInUser],
];
