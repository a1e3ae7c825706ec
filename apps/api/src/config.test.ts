import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for the embedded setup', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.filesDir).toBe(`${config.dataDir}/files`);
    expect(config.outboxDir).toBe(`${config.dataDir}/outbox`);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.logLevel).toBe('info');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/docket',
      DATABASE_URL: 'postgres://docket@db:5432/docket',
      PUBLIC_URL: 'https://docket.example.com/',
      SMTP_URL: 'smtp://mail.example.com:587',
      JWT_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/docket',
      databaseUrl: 'postgres://docket@db:5432/docket',
      publicUrl: 'https://docket.example.com',
      smtpUrl: 'smtp://mail.example.com:587',
      logLevel: 'warn',
      trustProxy: true,
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/docket'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['JWT_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'perhaps'],
  ])('refuses a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name} `));
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'y' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('LOG_LEVEL');
    }
  });
});
