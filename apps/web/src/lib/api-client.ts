import type { ApiRoute, EndpointName, Route } from '@docket/contract';
import { type AnyInput, type Data, dataOf, type Input, isEnvelope, send } from './api-request';
import { loadingTracker } from './loading';
import { sessionEndReasonOf } from './session';
import { withSessionToken } from './token-refresh';

export type { Data, Input } from './api-request';

export interface CallOptions {
  signal?: AbortSignal;
  /** 'none' sends no token and never refreshes (sign-in, the refresh call itself). */
  auth?: 'session' | 'none';
  /** False for calls whose 401 must not end the session (sign-out). */
  endSessionOn401?: boolean;
  /** True for calls the user did not ask for or types through (polling, search as you type): no overlay. */
  background?: boolean;
}

/** The input may be left out when the endpoint needs none. */
type CallArgs<N extends EndpointName> =
  object extends Input<N>
    ? [input?: Input<N>, options?: CallOptions]
    : [input: Input<N>, options?: CallOptions];

/**
 * The one way screens reach the API: an endpoint of the contract and what it takes (query, body,
 * headers), typed by its description; the Bearer token, renewed on a 401 by the token refresh
 * (token-refresh.ts), which ends the session when it cannot be; the envelope unwrapped to its
 * `data`, and every failure turned into an ApiError carrying its code.
 */
export async function call<N extends EndpointName>(
  endpoint: ApiRoute<N>,
  ...args: CallArgs<N>
): Promise<Data<N>> {
  const [input = {}, options = {}] = args as [AnyInput?, CallOptions?];
  const route: Route = endpoint;
  const end = route.transfer || options.background ? () => {} : loadingTracker.start();
  try {
    const answer =
      options.auth === 'none'
        ? await send(route, input, null, options.signal)
        : await withSessionToken(
            (token) => send(route, input, token, options.signal),
            ({ payload }) => sessionEndReasonOf(isEnvelope(payload) ? payload.params : undefined),
            { endSessionOn401: options.endSessionOn401 },
          );
    return dataOf(endpoint, answer);
  } finally {
    end();
  }
}
