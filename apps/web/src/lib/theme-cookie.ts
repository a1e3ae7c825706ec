const COOKIE_NAME = 'theme';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The theme chosen on this device, told to the server as well (a cookie), which sends every page
 * in it (`<html data-bs-theme>`): a page it pre-rendered paints before any script could set the
 * theme, and a dark-theme user must not see it light first (decision 042).
 */
export function writeThemeCookie(theme: 'light' | 'dark'): void {
  if (document.cookie.split(';').some((part) => part.trim() === `${COOKIE_NAME}=${theme}`)) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // The Cookie Store API is not in every browser Docket supports (Safari), and this write is synchronous.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${COOKIE_NAME}=${theme}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
