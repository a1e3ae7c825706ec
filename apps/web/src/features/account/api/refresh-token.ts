import { API } from '@docket/contract';
import { call, type Data } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { noteSessionEnd, sessionEndReasonOf } from '../../../lib/session';

/**
 * The session's refresh handler: swaps the refresh token (sent in the `refreshToken` header) for a
 * new pair. Each refresh token works once; a refused one means the session is over.
 */
export async function refreshTokens(refreshToken: string): Promise<Data<'refreshToken'> | null> {
  try {
    return await call(API.refreshToken, { headers: { refreshtoken: refreshToken } }, { auth: 'none' });
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      // The sign-in page says why: a lock, a password change, a session past its time.
      if (error.code === 'SESSION_ENDED') noteSessionEnd(sessionEndReasonOf(error.params));
      return null;
    }
    throw error;
  }
}
