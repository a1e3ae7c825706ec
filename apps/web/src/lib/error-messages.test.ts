import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { describeError, reportError } from './error-messages';
import { subscribeToasts, type ToastMessage } from './notifier';

describe('describeError', () => {
  it('says there is no internet connection when the browser is offline', () => {
    expect(describeError(new ApiError({ status: 0 }), false)).toBe('No Internet Connection');
  });

  it('reports a server that could not be reached (status 0)', () => {
    expect(describeError(new ApiError({ status: 0 }), true)).toBe(
      'Something went wrong with the server. Please try after sometime.',
    );
  });

  it('shows "{status} - {statusText}" for other server errors', () => {
    expect(describeError(new ApiError({ status: 503, statusText: 'Service Unavailable' }), true)).toBe(
      '503 - Service Unavailable',
    );
  });

  it('falls back to the server message when the status text is empty (HTTP/2)', () => {
    expect(describeError(new ApiError({ status: 409, responseMessage: 'Already exists' }), true)).toBe(
      '409 - Already exists',
    );
  });

  it('calls anything that is not an API failure a client error', () => {
    expect(describeError(new TypeError('x is undefined'), true)).toBe(
      'Client Error. Please try after sometime.',
    );
  });
});

describe('reportError', () => {
  let toasts: ToastMessage[] = [];
  let stop: () => void = () => {};
  beforeEach(() => {
    toasts = [];
    stop = subscribeToasts((toast) => toasts.push(toast));
  });
  afterEach(() => stop());

  it('raises an error toast for unhandled failures', () => {
    reportError(new ApiError({ status: 500, statusText: 'Internal Server Error' }));
    expect(toasts).toEqual([{ kind: 'error', message: '500 - Internal Server Error' }]);
  });

  it('stays quiet for 401s, which the API client already handled', () => {
    reportError(new ApiError({ status: 401, statusText: 'Unauthorized' }));
    expect(toasts).toEqual([]);
  });
});
