import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { describeError, failureMessage, reportError, translateErrorCode } from './error-messages';
import { setLanguage } from './i18n';
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

  it("gives the failure's reason, in the reader's words, as the detail when it has a code", () => {
    const error = new ApiError({
      status: 409,
      statusText: 'Conflict',
      code: 'EMAIL_TAKEN',
      responseMessage: 'x',
    });
    expect(describeError(error, true)).toBe('409 - A user with this email already exists.');
  });

  it("never shows the server's English sentence when the answer has no code (HTTP/2, no status text)", () => {
    expect(describeError(new ApiError({ status: 409, responseMessage: 'Already exists' }), true)).toBe(
      '409 - Error',
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

describe('translateErrorCode and failureMessage', () => {
  afterEach(() => setLanguage('en', { remember: false }));

  const locked = (minutes: number) =>
    new ApiError({
      status: 429,
      code: 'ACCOUNT_LOCKED',
      params: { minutes },
      responseMessage: `Too many failed attempts. Try again in ${minutes} minutes.`,
    });

  it('counts the minutes of a lockout in English', () => {
    expect(translateErrorCode(locked(1))).toBe('Too many failed attempts. Try again in 1 minute.');
    expect(failureMessage(locked(5))).toBe('Too many failed attempts. Try again in 5 minutes.');
  });

  it('counts them in Russian with its own plural forms', async () => {
    await setLanguage('ru', { remember: false });
    expect(translateErrorCode(locked(1))).toBe('Слишком много неудачных попыток. Повторите через 1 минуту.');
    expect(translateErrorCode(locked(3))).toBe('Слишком много неудачных попыток. Повторите через 3 минуты.');
    expect(failureMessage(locked(5))).toBe('Слишком много неудачных попыток. Повторите через 5 минут.');
    expect(failureMessage(locked(21))).toBe('Слишком много неудачных попыток. Повторите через 21 минуту.');
  });

  it('fills in the values a sentence names, in each language', async () => {
    const tooLarge = new ApiError({ status: 413, code: 'FILE_TOO_LARGE', params: { limit: '25 MB' } });
    const cases = new ApiError({ status: 400, code: 'SOLICITOR_HAS_CASES', params: { count: 3 } });
    expect(failureMessage(tooLarge)).toBe('The file is too large. The limit is 25 MB.');
    expect(failureMessage(cases)).toBe('Reassign their 3 cases to another solicitor first.');
    await setLanguage('es', { remember: false });
    expect(failureMessage(tooLarge)).toBe('El archivo es demasiado grande. El límite es 25 MB.');
    expect(failureMessage(cases)).toBe('Primero reasigne sus 3 casos a otro abogado.');
  });

  it("names a case's status in the reader's words", async () => {
    const already = new ApiError({
      status: 400,
      code: 'CASE_ALREADY_IN_STATUS',
      params: { status: 'Pending' },
    });
    expect(failureMessage(already)).toBe('The case is already Pending.');
    await setLanguage('de', { remember: false });
    expect(failureMessage(already)).toBe('Der Fall hat bereits den Status „Ausstehend“.');
  });

  it("shows the server's own sentence only for a code this build does not know", () => {
    const newer = new ApiError({
      status: 400,
      code: 'SOMETHING_NEW',
      responseMessage: 'Something new went wrong.',
    });
    expect(failureMessage(newer)).toBe('Something new went wrong.');
  });

  it('says a failure without an answer in the global wording', () => {
    expect(failureMessage(new ApiError({ status: 0 }))).toBe(describeError(new ApiError({ status: 0 })));
  });
});
