import { safeReturnUrl } from '@/lib/return-url';

export interface SetPasswordParams {
  userId: string;
  code: string;
  returnUrl: string;
}

/** The e-mailed link carries userId and code; returnUrl defaults to / and never leaves the site. */
export function readSetPasswordParams(search: URLSearchParams): SetPasswordParams {
  return {
    userId: search.get('userId') ?? '',
    code: search.get('code') ?? '',
    returnUrl: safeReturnUrl(search.get('returnUrl')),
  };
}
