import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import vi from '@/locales/vi.json';
import { requestsMade, server } from '@/test/network';
import { i18n, loadAppMessages, setLanguage } from './i18n';
import { forgetTextOverrides, OVERRIDES_META } from './text-overrides';

function pageNamesOverrides(content: string) {
  const meta = document.createElement('meta');
  meta.name = OVERRIDES_META;
  meta.content = content;
  document.head.append(meta);
}

afterEach(async () => {
  document.head.innerHTML = '';
  forgetTextOverrides();
  await setLanguage('en', { remember: false });
});

describe('the firm’s corrections of the texts', () => {
  it('are fetched for a language the page names, and win over the bundled texts, the signed-in screens’ too', async () => {
    pageNamesOverrides('vi:v1 ar:v7');
    server.use(
      http.get('/locales/overrides/vi.v1.json', () =>
        HttpResponse.json({
          login: { heading: 'Chào mừng trở lại' },
          users: { list: { caption: 'Người dùng của văn phòng' } },
        }),
      ),
    );
    await setLanguage('vi', { remember: false });
    await loadAppMessages();
    expect(i18n.t('login.heading')).toBe('Chào mừng trở lại');
    expect(i18n.t('users.list.caption')).toBe('Người dùng của văn phòng');
    // Everything else stays as shipped.
    expect(i18n.t('login.submit')).toBe(vi.login.submit);
    expect(vi.login.heading).not.toBe('Chào mừng trở lại');
    expect(requestsMade()).toEqual(['GET /locales/overrides/vi.v1.json']);
  });

  it('are not asked for when the page names none for the language', async () => {
    pageNamesOverrides('ar:v7');
    await setLanguage('sq', { remember: false });
    expect(requestsMade()).toEqual([]);
  });

  it('leave the shipped texts when they cannot be fetched', async () => {
    pageNamesOverrides('ps:v2');
    server.use(http.get('/locales/overrides/ps.v2.json', () => HttpResponse.json({}, { status: 404 })));
    await setLanguage('ps', { remember: false });
    expect(i18n.language).toBe('ps');
    expect(i18n.t('login.heading')).toBe(i18n.getResource('ps', 'translation', 'login.heading'));
  });
});
