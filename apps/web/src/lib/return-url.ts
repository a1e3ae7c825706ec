export const DEFAULT_RETURN_URL = '/';

/**
 * SECURITY: returnUrl arrives in the address bar, so only same-site paths are followed; anything
 * else (other hosts, `//evil`, `javascript:`) falls back to the default instead of redirecting away.
 */
export function safeReturnUrl(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return DEFAULT_RETURN_URL;
  }
  return raw;
}

/** Where the guard sends an anonymous visitor, remembering the page they asked for. */
export function loginPathFor(pathname: string, search = ''): string {
  return `/account/login?returnUrl=${encodeURIComponent(pathname + search)}`;
}
