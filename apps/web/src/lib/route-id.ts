import { LIMITS } from '@docket/contract';

/**
 * The id in an address such as /case/42: a whole number a database row can have, or null for
 * anything else (-1, 1.5, 99999999999, abc), which the screen answers as "not found" without
 * asking the server.
 */
export function routeId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d*$/.test(value)) return null;
  const id = Number(value);
  return id <= LIMITS.maxDbInteger ? id : null;
}
