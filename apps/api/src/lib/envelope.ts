import type { Envelope } from '@docket/contract';

export function ok<T>(data: T, responseMessage = ''): Envelope<T> {
  return { success: true, data, responseMessage };
}
