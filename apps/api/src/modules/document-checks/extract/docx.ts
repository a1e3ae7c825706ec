import mammoth from 'mammoth';
import { CheckFailure } from './check-failure.ts';

/** A Word document's text, as one page: DOCX has no pages until it is laid out. */
export async function readDocx(bytes: Uint8Array): Promise<string> {
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return value.trim();
  } catch {
    throw new CheckFailure('corrupt');
  }
}
