import { describe, expect, it } from 'vitest';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, checkAvatarFile } from './avatar-file';

describe('avatar file checks', () => {
  it('accepts JPG, JPEG and PNG of any letter case up to 800 kB', () => {
    expect(AVATAR_MAX_BYTES).toBe(819_200);
    expect(AVATAR_ACCEPT).toBe('.jpg,.jpeg,.png');
    for (const name of ['me.jpg', 'me.JPEG', 'photo.Png']) {
      expect(checkAvatarFile({ name, size: AVATAR_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types first, then oversized files', () => {
    expect(checkAvatarFile({ name: 'cv.pdf', size: 10 })).toBe('invalidType');
    expect(checkAvatarFile({ name: 'png', size: 10 })).toBe('invalidType');
    expect(checkAvatarFile({ name: 'me.gif', size: 10_000_000 })).toBe('invalidType');
    expect(checkAvatarFile({ name: 'me.png', size: AVATAR_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});
