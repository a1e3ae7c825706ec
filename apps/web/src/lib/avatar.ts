import { API } from '@docket/contract';

/**
 * What an <img> can show of a user's avatar: the address the server gave (signed, loaded without
 * the token), or nothing while the value is an upload not saved yet or there is no avatar.
 */
export function avatarSource(avatar: string | null | undefined): string | null {
  return avatar?.startsWith(`${API.avatarImage.path}?`) ? avatar : null;
}
