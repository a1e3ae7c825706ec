import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from './i18n';
import { translateFieldError, translateMessage } from './messages';

afterEach(() => setLanguage('en', { remember: false }));

describe('translateFieldError', () => {
  it("translates a field's problem by its rule's key, not by the server's English", async () => {
    const item = { field: 'oldPassword', errorMessage: 'Not shown', code: 'changePassword.old.wrong' };
    expect(translateFieldError(i18n.t, item)).toBe('The old password is not correct.');
    await setLanguage('it', { remember: false });
    expect(translateFieldError(i18n.t, item)).toBe('La vecchia password non è corretta.');
  });

  it("fills in the rule's values", async () => {
    const item = {
      field: 'pageSize',
      errorMessage: 'Enter 200 or less.',
      code: 'field.tooBig',
      params: { maximum: 200 },
    };
    expect(translateFieldError(i18n.t, item)).toBe('Enter 200 or less.');
    await setLanguage('ru', { remember: false });
    expect(translateFieldError(i18n.t, item)).toBe('Введите 200 или меньше.');
    const missing = {
      field: 'documents',
      errorMessage: '',
      code: 'case.document.missing',
      params: { name: 'Passport' },
    };
    expect(translateFieldError(i18n.t, missing)).toBe('Загрузите документ «Passport».');
  });

  it("shows the server's words for a key this build does not know, or when there is no key", () => {
    expect(translateFieldError(i18n.t, { errorMessage: 'Brand new rule.', code: 'brand.new' })).toBe(
      'Brand new rule.',
    );
    expect(translateFieldError(i18n.t, { errorMessage: 'No key here.' })).toBe('No key here.');
  });
});

describe('translateMessage', () => {
  it('translates a contract key and leaves any other text as it is', async () => {
    await setLanguage('de', { remember: false });
    expect(translateMessage(i18n.t, 'user.role.required')).toBe('Die Rolle ist erforderlich.');
    expect(translateMessage(i18n.t, 'Schon übersetzt.')).toBe('Schon übersetzt.');
  });
});
