import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import enBase from '../locales/en.json';
import { ApiError } from './api-error';
import { failureMessage } from './error-messages';
import { setLanguage } from './i18n';
import { translateServerMessage } from './server-messages';

afterEach(() => setLanguage('en', { remember: false }));

/** The API's TypeScript, tests left out: where its sentences are written. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('server messages', () => {
  it('are held in English by the locales exactly as the API sends them', () => {
    const apiSource = sourcesUnder(join(import.meta.dirname, '../../../api/src')).join('\n');
    const english = enBase.server as Record<string, string>;
    const missing = Object.entries(english)
      .filter(([key]) => !/^(lockedFor|tooLarge|notAccepted)/.test(key))
      .filter(([, sentence]) => !apiSource.includes(sentence))
      .map(([key]) => key);
    expect(missing).toEqual([]);
    // The sentences with values, by the words around the values.
    for (const fixed of [
      'Too many failed attempts. Try again in ',
      'The file is too large. The limit is ',
      'Invalid file selected. Accepted formats: ',
    ]) {
      expect(apiSource, fixed).toContain(fixed);
    }
    expect(translateServerMessage('Too many failed attempts. Try again in 1 minute.')).toBe(
      'Too many failed attempts. Try again in 1 minute.',
    );
    expect(translateServerMessage('The file is too large. The limit is 25 MB.')).toBe(
      'The file is too large. The limit is 25 MB.',
    );
  });

  it('show in the reader’s language, values kept', async () => {
    await setLanguage('es', { remember: false });
    expect(translateServerMessage('Invalid email or password.')).toBe(
      'Correo electrónico o contraseña no válidos.',
    );
    expect(translateServerMessage('Too many failed attempts. Try again in 5 minutes.')).toBe(
      'Demasiados intentos fallidos. Inténtelo de nuevo dentro de 5 minutos.',
    );
    expect(translateServerMessage('Invalid file selected. Accepted formats: PDF, DOC.')).toBe(
      'Archivo no válido. Formatos aceptados: PDF, DOC.',
    );
    await setLanguage('ru', { remember: false });
    expect(failureMessage(new ApiError({ status: 401, responseMessage: 'Invalid email or password.' }))).toBe(
      'Неверный адрес электронной почты или пароль.',
    );
  });

  it('that the locales do not hold show as sent', async () => {
    await setLanguage('de', { remember: false });
    expect(translateServerMessage('Reassign their 3 cases to another solicitor first.')).toBe(
      'Reassign their 3 cases to another solicitor first.',
    );
  });
});
