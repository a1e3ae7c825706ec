import { API, type SessionEndReason } from '@docket/contract';
import { isApiError } from './api-error';
import { dataOf, send } from './api-request';
import {
  getRefreshToken,
  getToken,
  isTokenExpired,
  keepSessionEndNote,
  logout,
  noteSessionEnd,
  secondsUntilExpiry,
  sessionEndReasonOf,
  setToken,
  subscribeSession,
} from './session';

/**
 * The one place that renews the session's access token. Everything that meets an expired token
 * comes here: a request answered 401 (`withSessionToken`, `sessionRetry` for tus), the guard of
 * the signed-in screens (`refreshSession`) and the timer that renews the token before it runs out
 * (`startSilentRefresh`). However many ask at once, one RefreshToken request is made, since each
 * refresh token works once and a second use ends the session on the server.
 */

/** How a refresh ended: a new token pair, the server's refusal (the session is over), or no answer. */
type Outcome = 'renewed' | 'refused' | 'failed';

let inFlight: Promise<Outcome> | null = null;

/**
 * RefreshToken: the refresh token in its header, never the access token. SESSION_ENDED (the token
 * used, revoked or expired, the account locked) means the session is over; its reason is noted for
 * the sign-in page. Anything else (no answer, a 5xx, too many requests) is no answer, which ends
 * nothing by itself.
 */
async function exchange(refreshToken: string): Promise<Outcome> {
  try {
    const answer = await send(API.refreshToken, { headers: { refreshtoken: refreshToken } }, null);
    const tokens = dataOf(API.refreshToken, answer);
    setToken(tokens.token, tokens.refreshToken);
    return 'renewed';
  } catch (error) {
    if (!isApiError(error) || error.code !== 'SESSION_ENDED') return 'failed';
    noteSessionEnd(sessionEndReasonOf(error.params));
    return 'refused';
  }
}

/**
 * Tabs that share a remembered refresh token must not spend it twice (the server would end the
 * session), so where the browser has Web Locks one tab refreshes at a time.
 */
function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('docket.refresh', work) : work();
}

async function runRefresh(startedWith: string): Promise<Outcome> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return 'failed';
  // Another tab rotated the shared token while this one waited for the lock: its result is ours.
  if (refreshToken !== startedWith) return isTokenExpired(getToken()) ? 'failed' : 'renewed';
  return exchange(refreshToken);
}

function refresh(): Promise<Outcome> {
  if (inFlight) return inFlight;
  // A refusal speaks for the refresh that met it, not for a later one.
  noteSessionEnd(null);
  const refreshToken = getRefreshToken();
  if (!refreshToken) return Promise.resolve('failed');
  inFlight = withRefreshLock(() => runRefresh(refreshToken))
    .catch((): Outcome => 'failed')
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Tries once to swap the refresh token for a new token pair; concurrent callers share one try. */
export async function refreshSession(): Promise<boolean> {
  return (await refresh()) === 'renewed';
}

/**
 * The session is over: to the sign-in page, which says why in one sentence (no toast: several
 * requests refused at once would each add one): the refused refresh's reason, else the request's.
 * Once: the requests refused with it find no session left to end.
 */
export function endSession(reason?: SessionEndReason): void {
  if (getToken() === null && getRefreshToken() === null) return;
  keepSessionEndNote(reason);
  logout();
}

export interface SessionRetryOptions {
  /** False for requests whose 401 must not end the session (signing out). */
  endSessionOn401?: boolean;
}

/**
 * The rule for the answers to a request sent with the session's token: a 401 is met with one
 * refresh, after which the request goes again with the new token; a 401 after that, or a refresh
 * that failed, ends the session. `again` says whether to send the request again. An upload's
 * requests share one rule: any other answer lets the next 401 be met with a refresh of its own.
 */
export function sessionRetry({ endSessionOn401 = true }: SessionRetryOptions = {}) {
  let refreshed = false;
  return {
    async again(
      status: number,
      sentToken: string | null,
      reason: () => SessionEndReason | Promise<SessionEndReason>,
    ): Promise<boolean> {
      // Without a token the 401 is the request's own answer (a wrong password), not an expiry.
      if (status !== 401 || sentToken === null) {
        refreshed = false;
        return false;
      }
      if (!refreshed) {
        refreshed = true;
        if (await refreshSession()) return true;
      }
      if (endSessionOn401) endSession(await reason());
      return false;
    },
  };
}

/**
 * Sends a request with the session's token and answers its answer, through `sessionRetry`:
 * `sendWith` is called again with the new token after a refresh. `reason` reads why the server ended
 * the session from a final 401, for the sign-in page.
 */
export async function withSessionToken<T extends { status: number }>(
  sendWith: (token: string | null) => Promise<T>,
  reason: (answer: T) => SessionEndReason | Promise<SessionEndReason>,
  options?: SessionRetryOptions,
): Promise<T> {
  const rule = sessionRetry(options);
  for (;;) {
    const token = getToken();
    const answer = await sendWith(token);
    if (!(await rule.again(answer.status, token, () => reason(answer)))) return answer;
  }
}

/**
 * The timer's refresh. A refusal ends the session at once, with the reason the server gave: the
 * refresh token it refused is spent, and trying it again would only be called a reuse. No answer
 * ends nothing; the next request tries again.
 */
async function renewAhead(): Promise<void> {
  if ((await refresh()) === 'refused') endSession();
}

/** Refresh this long before the token would count as expired, so no request meets an expired one. */
const LEAD_SECONDS = 30;

/**
 * Keeps the access token fresh while the app is open: one timer, re-armed whenever the token
 * changes (here or in another tab). A token already expired (the app opened after a while away)
 * is renewed at once. Returns a function that stops it.
 */
export function startSilentRefresh(): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;

  function arm(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    const token = getToken();
    if (!token || !getRefreshToken()) return;
    const seconds = secondsUntilExpiry(token);
    if (seconds === null) return;
    const delayMs = Math.max(0, (seconds - LEAD_SECONDS) * 1000);
    timer = setTimeout(() => void renewAhead(), delayMs);
  }

  arm();
  const stop = subscribeSession(arm);
  // A sleeping laptop freezes timers; on waking, check again at once.
  const onVisible = () => {
    if (document.visibilityState === 'visible') arm();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stop();
    document.removeEventListener('visibilitychange', onVisible);
    if (timer) clearTimeout(timer);
  };
}
