import { describe, expect, it, vi } from 'vitest';
import { must } from '@/test/must';
import {
  downloadRecoveryCodes,
  RECOVERY_CODES_FILE_NAME,
  recoveryCodeRows,
  recoveryCodesText,
} from './recovery-codes-text';

const CODES = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBB${i}`);

describe('recovery codes', () => {
  it('pairs the codes two per row', () => {
    expect(recoveryCodeRows(CODES)).toHaveLength(5);
    expect(recoveryCodeRows(CODES)[0]).toEqual(['AAAA0-BBBB0', 'AAAA1-BBBB1']);
    expect(recoveryCodeRows(['X', 'Y', 'Z'])).toEqual([['X', 'Y'], ['Z']]);
  });

  it('writes the file two codes per line', () => {
    expect(recoveryCodesText(CODES).split('\n')).toEqual([
      'AAAA0-BBBB0  AAAA1-BBBB1',
      'AAAA2-BBBB2  AAAA3-BBBB3',
      'AAAA4-BBBB4  AAAA5-BBBB5',
      'AAAA6-BBBB6  AAAA7-BBBB7',
      'AAAA8-BBBB8  AAAA9-BBBB9',
      '',
    ]);
  });

  it('downloads recovery_codes.txt with that text and releases the object URL', async () => {
    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:codes';
    });
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    downloadRecoveryCodes(CODES);
    const clicked = must(clicks[0], 'a clicked link');
    expect(clicked.download).toBe(RECOVERY_CODES_FILE_NAME);
    expect(clicked.href).toBe('blob:codes');
    expect(await must(blobs[0], 'the file').text()).toBe(recoveryCodesText(CODES));
    await vi.waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:codes'));
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
