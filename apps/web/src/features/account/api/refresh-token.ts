import { API_PATHS, type SessionTokens } from '@docket/contract';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/**
 * The session's refresh handler: swaps the refresh token (sent in the `refreshToken` header) for a
 * new pair. Each refresh token works once; a refused one means the session is over.
 */
export async function refreshTokens(refreshToken: string): Promise<SessionTokens | null> {
  try {
    return await api.get<SessionTokens>(API_PATHS.refreshToken, { auth: 'none', headers: { refreshToken } });
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}
