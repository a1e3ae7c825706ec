import { inspect } from 'node:util';
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
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/docket',
      databaseUrl: 'postgres://docket@db:5432/docket',
      publicUrl: 'https://docket.example.com',
      smtpUrl: 'smtp://mail.example.com:587',
      logLevel: 'warn',
      trustProxy: '127.0.0.1,10.0.0.0/8',
    });
  });

  it('makes photos smaller before sending unless KEEP_ORIGINAL_PHOTOS says to keep them', () => {
    expect(loadConfig({}).keepOriginalPhotos).toBe(false);
    expect(loadConfig({ KEEP_ORIGINAL_PHOTOS: 'true' }).keepOriginalPhotos).toBe(true);
    expect(loadConfig({ KEEP_ORIGINAL_PHOTOS: '0' }).keepOriginalPhotos).toBe(false);
  });

  it('reads English and every other OCR language installed by default, or the languages listed', () => {
    expect(loadConfig({}).documentChecks).toEqual({
      ocrLanguages: ['eng', 'ara', 'fas', 'pus', 'kmr', 'tir'],
      timeoutMs: 60_000,
    });
    expect(loadConfig({ OCR_LANGUAGES: 'eng' }).documentChecks.ocrLanguages).toEqual(['eng']);
    expect(loadConfig({ OCR_LANGUAGES: 'eng, ara,fas' }).documentChecks.ocrLanguages).toEqual([
      'eng',
      'ara',
      'fas',
    ]);
    expect(loadConfig({ DOCUMENT_CHECK_TIMEOUT_SECONDS: '90' }).documentChecks.timeoutMs).toBe(90_000);
  });

  it('trusts no proxy by default, or the nearest N hops, or named proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toBe('::1,fd00::/8');
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
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '0.0.0.0/0'],
    ['TRUST_PROXY', '::/0'],
    ['TRUST_PROXY', '1000'],
    ['KEEP_ORIGINAL_PHOTOS', 'sometimes'],
    ['OCR_LANGUAGES', 'ara,eng'],
    ['OCR_LANGUAGES', 'eng,ckb'],
    ['DOCUMENT_CHECK_TIMEOUT_SECONDS', '1'],
  ])('refuses a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name} `));
  });

  it('allows no other origin by default, or the origins listed, as a browser spells them', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(
      loadConfig({ CORS_ORIGINS: 'https://portal.example.org,http://localhost:5173' }).corsOrigins,
    ).toEqual(['https://portal.example.org', 'http://localhost:5173']);
    expect(
      loadConfig({
        CORS_ORIGINS: ' HTTPS://Portal.Example.org:443 , http://[::1]:5173, https://portal.example.org',
      }).corsOrigins,
    ).toEqual(['https://portal.example.org', 'http://[::1]:5173']);
  });

  it.each([
    '*',
    'https://*.example.org',
    'https://portal.example.org/',
    'https://portal.example.org/app',
    'https://portal.example.org?x=1',
    'portal.example.org',
    'ftp://portal.example.org',
    'https://user@portal.example.org',
    'https://portal.example.org:99999',
    'null',
    'https://portal.example.org,,http://localhost:5173',
  ])('refuses CORS_ORIGINS=%s with a message naming the variable', (value) => {
    expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(/^Invalid configuration:\n {2}CORS_ORIGINS /);
  });

  it('says why a wildcard or a path is refused, quoting the entry', () => {
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(
      /"\*" is a wildcard, which would let sites not listed read/,
    );
    expect(() => loadConfig({ CORS_ORIGINS: 'https://portal.example.org/app' })).toThrow(
      /nothing after it .*"https:\/\/portal\.example\.org\/app" is not one/,
    );
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

describe('file storage configuration', () => {
  const s3 = {
    STORAGE_URL: 's3://docket-files/firm/production/',
    S3_ENDPOINT: 'https://minio.internal:9000',
    S3_REGION: 'eu-west-2',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    S3_FORCE_PATH_STYLE: 'true',
  };

  it('keeps files under DATA_DIR/files when STORAGE_URL is unset', () => {
    const config = loadConfig({ DATA_DIR: '/var/lib/docket' });
    expect(config.storage).toEqual({ kind: 'local', root: '/var/lib/docket/files' });
  });

  it('reads the bucket, prefix, endpoint, region, path style and credentials', async () => {
    const { storage } = loadConfig(s3);
    expect(storage).toMatchObject({
      kind: 's3',
      bucket: 'docket-files',
      prefix: 'firm/production',
      endpoint: 'https://minio.internal:9000',
      region: 'eu-west-2',
      forcePathStyle: true,
    });
    if (storage.kind !== 's3') throw new Error('expected s3');
    expect(await storage.credentials?.()).toEqual({
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    });
  });

  it('takes a bucket without a prefix, and leaves credentials to the AWS SDK when none are given', () => {
    const { storage } = loadConfig({ STORAGE_URL: 's3://docket-files' });
    expect(storage).toMatchObject({ kind: 's3', bucket: 'docket-files', prefix: '', region: 'us-east-1' });
    expect(storage).toHaveProperty('credentials', undefined);
    expect(storage).toHaveProperty('endpoint', undefined);
    expect(storage).toHaveProperty('forcePathStyle', false);
  });

  it('never shows the secret access key when the configuration is logged or inspected', () => {
    const config = loadConfig(s3);
    expect(JSON.stringify(config)).not.toContain(s3.S3_SECRET_ACCESS_KEY);
    expect(inspect(config, { depth: null })).not.toContain(s3.S3_SECRET_ACCESS_KEY);
  });

  it.each([
    ['STORAGE_URL', 'https://docket-files/firm'],
    ['STORAGE_URL', 's3://Docket_Files/firm'],
    ['STORAGE_URL', 's3://ab'],
    ['STORAGE_URL', 's3://key:secret@docket-files/firm'],
    ['STORAGE_URL', 's3://docket-files/firm?region=eu-west-2'],
    ['STORAGE_URL', 's3://docket-files/my files'],
    ['S3_ENDPOINT', 'minio.internal:9000'],
    ['S3_REGION', 'EU West'],
    ['S3_FORCE_PATH_STYLE', 'maybe'],
  ])('refuses a bad %s (%s) with a message naming it', (name, value) => {
    const env = { ...s3, [name]: value };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name} `));
  });

  it('refuses S3 settings without STORAGE_URL rather than quietly keeping files on local disk', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /^Invalid configuration:\n {2}STORAGE_URL must be set .* when S3_ENDPOINT is set/,
    );
  });

  it('refuses an access key id without its secret, and a secret without its id', () => {
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /^Invalid configuration:\n {2}S3_SECRET_ACCESS_KEY must be set together with S3_ACCESS_KEY_ID/,
    );
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: undefined })).toThrow(
      /^Invalid configuration:\n {2}S3_ACCESS_KEY_ID must be set together with S3_SECRET_ACCESS_KEY/,
    );
  });
});
