import { describe, expect, it } from 'vitest';
import { acceptFor, checkFile, formatsFor, previewKind } from './file-rules';

describe('checkFile', () => {
  it('accepts the case document formats whatever the case of the extension', () => {
    for (const name of ['a.pdf', 'b.DOC', 'c.docx', 'd.JPG', 'e.jpeg', 'f.png']) {
      expect(checkFile('case-document', { name, size: 1000 }), name).toBeNull();
    }
  });

  it('refuses other types and names without an extension', () => {
    expect(checkFile('case-document', { name: 'virus.exe', size: 10 })).toEqual({ kind: 'invalidType' });
    expect(checkFile('case-document', { name: 'pdf', size: 10 })).toEqual({ kind: 'invalidType' });
  });

  it('names the limit in KB: 10 MB for templates, 25 MB for case documents', () => {
    expect(checkFile('template', { name: 't.pdf', size: 10 * 1024 * 1024 + 1 })).toEqual({
      kind: 'tooLarge',
      limitKb: 10240,
    });
    expect(checkFile('case-document', { name: 't.pdf', size: 10 * 1024 * 1024 + 1 })).toBeNull();
    expect(checkFile('case-document', { name: 't.pdf', size: 25 * 1024 * 1024 + 1 })).toEqual({
      kind: 'tooLarge',
      limitKb: 25600,
    });
  });

  it('takes an avatar as JPG, JPEG or PNG of any letter case, up to 800 kB', () => {
    for (const name of ['me.jpg', 'me.JPEG', 'photo.Png']) {
      expect(checkFile('avatar', { name, size: 800 * 1024 }), name).toBeNull();
    }
    expect(checkFile('avatar', { name: 'cv.pdf', size: 10 })).toEqual({ kind: 'invalidType' });
    expect(checkFile('avatar', { name: 'me.gif', size: 10_000_000 })).toEqual({ kind: 'invalidType' });
    expect(checkFile('avatar', { name: 'me.png', size: 800 * 1024 + 1 })).toEqual({
      kind: 'tooLarge',
      limitKb: 800,
    });
    expect(acceptFor('avatar')).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
  });

  it('describes the accepted formats as the server checks them', () => {
    expect(formatsFor('template')).toBe('PDF, DOC, DOCX, JPG, PNG');
    expect(acceptFor('case-document')).toContain('.jpeg');
    expect(acceptFor('case-document')).toContain('application/pdf');
  });

  it('previews PDFs and pictures only', () => {
    expect(previewKind('x.pdf')).toBe('pdf');
    expect(previewKind('scan', 'image/png')).toBe('image');
    expect(previewKind('letter.docx')).toBeNull();
  });
});
