/** Builds an unsigned JWT-shaped token for tests; the browser never verifies signatures anyway. */
export function makeToken(claims: Record<string, unknown>): string {
  const encode = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export function validToken(extra: Record<string, unknown> = {}): string {
  return makeToken({
    UserId: 'u-1',
    FirstName: 'Amara',
    LastName: 'Okafor',
    FullName: 'Amara Okafor',
    IsAdmin: 'True',
    IsMFAEnabled: false,
    Role: 'Admin',
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...extra,
  });
}
