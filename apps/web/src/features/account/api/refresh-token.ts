import { API } from '@docket/contract';
import { call, type Data } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/**
 * The session's refresh handler: swaps the refresh token (sent in the `refreshToken` header) for a
 * new pair. Each refresh token works once; a refused one means the session is over.
 */
export async function refreshTokens(refreshToken: string): Promise<Data<'refreshToken'> | null> {
  try {
    return await call(API.refreshToken, { headers: { refreshtoken: refreshToken } }, { auth: 'none' });
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}
