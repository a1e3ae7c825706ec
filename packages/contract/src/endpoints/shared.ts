import { z } from 'zod';

/** What claiming a staged upload can meet, wherever a call takes one (files.module's claim). */
export const CLAIM_ERRORS = ['UPLOAD_NOT_FOUND', 'FILE_TYPE_NOT_ACCEPTED', 'FILE_TOO_LARGE'] as const;

/** The answer of a call that creates something: its id. */
export const CreatedIdSchema = z.object({ id: z.number().int() });
