import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { UploadKind } from '@docket/contract';
import { z } from 'zod';

/** The only file that reads process.env: every setting is parsed once, at start. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const urlWithProtocols = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (for example ${example})`,
    );

const STORAGE_URL_RULE =
  'must be s3://bucket or s3://bucket/prefix (a lower-case bucket name, no credentials: they go in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)';
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
];

const TRUST_PROXY_RULE =
  'must be false, the number of proxies in front (1 to 5), or their addresses or networks (127.0.0.1,10.0.0.0/8); a network of every address (/0) would believe anyone';
const MAX_PROXY_HOPS = 5;

/**
 * SECURITY: `true` is refused, and so is anything as wide (a /0 network, dozens of hops). It would
 * believe every `X-Forwarded-For` hop, and the first is whatever the client wrote, so rate limits
 * per address and the audit log's addresses could be forged. Naming the proxy, or counting the
 * hops, takes the address the nearest proxy saw. A hop count believes whoever connects, so it is
 * only for an app server that nothing but the proxy can reach.
 */
const trustedProxies = () =>
  z
    .string()
    .trim()
    .default('false')
    .transform((value, context): false | number | string => {
      if (value === '' || value === 'false' || value === '0') return false;
      if (/^\d+$/.test(value)) {
        if (Number(value) <= MAX_PROXY_HOPS) return Number(value);
        context.addIssue({ code: 'custom', message: TRUST_PROXY_RULE });
        return z.NEVER;
      }
      const entries = value.split(',').map((entry) => entry.trim());
      const valid = entries.every((entry) => {
        const [address, bits, extra] = entry.split('/');
        if (extra !== undefined || !address || isIP(address) === 0) return false;
        if (bits === undefined) return true;
        const max = isIP(address) === 4 ? 32 : 128;
        // A /0 network is every address: as unsafe as `true`.
        return /^\d+$/.test(bits) && Number(bits) >= 1 && Number(bits) <= max;
      });
      if (!valid) {
        context.addIssue({ code: 'custom', message: TRUST_PROXY_RULE });
        return z.NEVER;
      }
      return entries.join(',');
    });

const CORS_ORIGINS_RULE =
  'must be origins separated by commas, each http:// or https:// with a host and an optional port and nothing after it (for example https://portal.example.org,http://localhost:5173)';

/**
 * SECURITY: origins are named one by one. `*` is refused: it would let every site's script read
 * what a signed-in user's token fetches. A path is refused too, since a browser's Origin never
 * has one and the entry would match nothing; case and a default port are made as a browser sends them.
 */
const corsOrigins = () =>
  z
    .string()
    .trim()
    .transform((value, context): string[] => {
      const origins = new Set<string>();
      for (const entry of value.split(',').map((part) => part.trim())) {
        const origin = originOf(entry);
        if (!origin) {
          const wildcard = entry.includes('*');
          context.addIssue({
            code: 'custom',
            message: wildcard
              ? `must list each origin in full: "${entry}" is a wildcard, which would let sites not listed read the API's answers`
              : `${CORS_ORIGINS_RULE}; "${entry}" is not one`,
          });
          return z.NEVER;
        }
        origins.add(origin);
      }
      return [...origins];
    });

/** `scheme://host[:port]` as a browser's Origin header spells it, or null for anything else. */
function originOf(entry: string): string | null {
  if (!/^https?:\/\/[^/?#@\\*]+$/i.test(entry)) return null;
  try {
    const url = new URL(entry);
    return url.hostname ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The languages the document checks read (decision 039): English always, from npm; the others
 * from Debian's tesseract-ocr-<code> packages, read only when installed. Kurdish is Kurmanji
 * (kmr): Debian has no Sorani.
 */
export const OCR_LANGUAGE_CODES = ['eng', 'ara', 'fas', 'pus', 'kmr', 'tir'] as const;
const OCR_LANGUAGES_RULE = `must be eng, then any of ${OCR_LANGUAGE_CODES.slice(1).join(', ')}, separated by commas (for example eng,ara,fas)`;

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number from 1 to 65535' })
    .int('must be a whole number from 1 to 65535')
    .min(1, 'must be a whole number from 1 to 65535')
    .max(65535, 'must be a whole number from 1 to 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('localhost'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user@host:5432/docket').optional(),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'https://docket.example.com').optional(),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.com:587').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  WEB_DIST_DIR: z.string().trim().min(1).optional(),
  TRUST_PROXY: trustedProxies(),
  CORS_ORIGINS: corsOrigins().optional(),
  MAINTENANCE: z.stringbool({ error: 'must be 1 or 0' }).default(false),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'redis://127.0.0.1:6379').optional(),
  REDIS_NAMESPACE: z.string().trim().min(1).max(50).default('docket:'),
  // 0 turns the check off: a loop blocked for a whole sample reads as an infinite delay, which no
  // limit, however high, lets through.
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number({ error: 'must be a number' })
    .nonnegative('must be 0 (off) or above')
    .default(1000),
  OVERLOAD_MAX_HEAP_MB: z.coerce
    .number({ error: 'must be a number' })
    .positive('must be above 0')
    .default(1536),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 random bytes in base64url (43 characters)')
    .optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters long').optional(),
  MAX_CASE_DOCUMENT_MB: z.coerce
    .number({ error: 'must be a number' })
    .positive('must be above 0')
    .default(25),
  MAX_TEMPLATE_MB: z.coerce.number({ error: 'must be a number' }).positive('must be above 0').default(10),
  MAX_AVATAR_KB: z.coerce.number({ error: 'must be a number' }).positive('must be above 0').default(800),
  KEEP_ORIGINAL_PHOTOS: z.stringbool({ error: 'must be true or false' }).default(false),
  OCR_LANGUAGES: z
    .string()
    .trim()
    .default(OCR_LANGUAGE_CODES.join(','))
    .transform((value, context) => {
      const codes = [...new Set(value.split(',').map((code) => code.trim()))];
      const known = new Set<string>(OCR_LANGUAGE_CODES);
      if (codes[0] !== 'eng' || !codes.every((code) => known.has(code))) {
        context.addIssue({ code: 'custom', message: OCR_LANGUAGES_RULE });
        return z.NEVER;
      }
      return codes;
    }),
  DOCUMENT_CHECK_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(5, 'must be at least 5')
    .max(600, 'must be at most 600')
    .default(60),
  ACCOUNT_RATE_LIMIT: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(30),
  STORAGE_URL: z
    .string()
    .trim()
    .refine((value) => parseStorageUrl(value) !== null, STORAGE_URL_RULE)
    .optional(),
  S3_ENDPOINT: urlWithProtocols(['http:', 'https:'], 'https://s3.eu-west-2.amazonaws.com').optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as eu-west-2')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.stringbool({ error: 'must be true or false' }).default(false),
});

/** `s3://bucket/optional/prefix`; null for anything else, including a URL carrying credentials. */
function parseStorageUrl(value: string): { bucket: string; prefix: string } | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 's3:' || url.username || url.password || url.port || url.search || url.hash)
    return null;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments.some((s) => !/^[A-Za-z0-9._-]{1,100}$/.test(s) || s === '.' || s === '..')) return null;
  return { bucket: url.hostname, prefix: segments.join('/') };
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  filesDir: string;
  /** Uploads in progress, received and checked here before they are stored, whatever the storage. */
  uploadTempDir: string;
  /** Resumable uploads in progress (tus) when files are kept on local disk; in the bucket otherwise. */
  resumableUploadDir: string;
  outboxDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  jwtSecret: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string;
  /** The web app's shipped texts (apps/web/src/locales), which DATA_DIR/locales may correct. */
  webLocalesDir: string;
  /** The firm's corrections of the shipped texts, one `<lng>.json` a language (decision 040). */
  localeOverridesDir: string;
  /** Behind a reverse proxy, whose `X-Forwarded-For` is believed: none, the nearest N hops, or these addresses. */
  trustProxy: false | number | string;
  /** Other origins whose pages may call the API (CORS); empty: the web app's own origin only. */
  corsOrigins: string[];
  /** The API answers 503 to everything but health checks, and the web app says why. */
  maintenance: boolean;
  /** Shared state of several instances (rate limits) lives in Redis when set. */
  redisUrl: string | undefined;
  redisNamespace: string;
  /** Past these, new requests get 503 with Retry-After instead of queueing until the process falls over. */
  overload: { maxEventLoopDelayMs: number; maxHeapBytes: number };
  /** Key that encrypts secrets at rest (TOTP keys); generated under DATA_DIR when unset. */
  encryptionKey: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Requests per minute one address may make to each account endpoint. */
  accountRateLimit: number;
  /** Largest upload of each kind, in bytes. */
  uploadLimits: Record<UploadKind, number>;
  /** Photos are sent as taken, not made smaller in the browser first (decision 037). */
  keepOriginalPhotos: boolean;
  documentChecks: {
    /** eng first; the others are read where English could not read a page, if their data is installed. */
    ocrLanguages: string[];
    /** A check's thread is stopped after this long. */
    timeoutMs: number;
  };
  /** Where uploaded files are kept; uploads in progress stay in `uploadTempDir` either way. */
  storage: StorageConfig;
};

export type S3StorageConfig = {
  kind: 's3';
  bucket: string;
  /** Keys live under `prefix/`; empty for the bucket's root. */
  prefix: string;
  /** Unset for AWS itself; the address of MinIO or another S3-compatible service otherwise. */
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /**
   * A function rather than the values so the secret never shows when a config object is logged
   * or inspected; unset, the AWS SDK's default chain applies (environment, profile, instance role).
   */
  credentials: (() => Promise<{ accessKeyId: string; secretAccessKey: string }>) | undefined;
};

export type StorageConfig = { kind: 'local'; root: string } | S3StorageConfig;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** Parses the environment; a bad value throws a ConfigError naming every offending variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // Empty strings count as unset so `FOO= npm start` behaves like leaving FOO out.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const storageProblems = checkStorageSettings(e, present);
  if (storageProblems.length)
    throw new ConfigError(`Invalid configuration:\n  ${storageProblems.join('\n  ')}`);
  const dataDir = resolve(e.DATA_DIR);
  const filesDir = resolve(dataDir, 'files');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    filesDir,
    uploadTempDir: resolve(filesDir, 'tmp'),
    resumableUploadDir: resolve(dataDir, 'uploads'),
    outboxDir: resolve(dataDir, 'outbox'),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : resolve(REPO_ROOT, 'apps/web/dist'),
    webLocalesDir: resolve(REPO_ROOT, 'apps/web/src/locales'),
    localeOverridesDir: resolve(dataDir, 'locales'),
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS ?? [],
    maintenance: e.MAINTENANCE,
    redisUrl: e.REDIS_URL,
    redisNamespace: e.REDIS_NAMESPACE,
    overload: {
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapBytes: Math.round(e.OVERLOAD_MAX_HEAP_MB * 1024 * 1024),
    },
    encryptionKey: e.ENCRYPTION_KEY,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    accountRateLimit: e.ACCOUNT_RATE_LIMIT,
    uploadLimits: {
      'case-document': Math.round(e.MAX_CASE_DOCUMENT_MB * 1024 * 1024),
      template: Math.round(e.MAX_TEMPLATE_MB * 1024 * 1024),
      avatar: Math.round(e.MAX_AVATAR_KB * 1024),
    },
    keepOriginalPhotos: e.KEEP_ORIGINAL_PHOTOS,
    documentChecks: {
      ocrLanguages: e.OCR_LANGUAGES,
      timeoutMs: e.DOCUMENT_CHECK_TIMEOUT_SECONDS * 1000,
    },
    storage: storageConfig(e, filesDir),
  };
}

type Env = z.infer<typeof EnvSchema>;

function checkStorageSettings(e: Env, present: Record<string, unknown>): string[] {
  const problems: string[] = [];
  // S3 settings without STORAGE_URL would quietly keep files on each instance's own disk.
  const strays = S3_VARIABLES.filter((name) => present[name] !== undefined);
  if (!e.STORAGE_URL && strays.length)
    problems.push(
      `STORAGE_URL must be set (s3://bucket/prefix) when ${strays.join(', ')} ${strays.length > 1 ? 'are' : 'is'} set`,
    );
  if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY)
    problems.push('S3_SECRET_ACCESS_KEY must be set together with S3_ACCESS_KEY_ID');
  if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID)
    problems.push('S3_ACCESS_KEY_ID must be set together with S3_SECRET_ACCESS_KEY');
  return problems;
}

function storageConfig(e: Env, filesDir: string): StorageConfig {
  const location = e.STORAGE_URL ? parseStorageUrl(e.STORAGE_URL) : null;
  if (!location) return { kind: 'local', root: filesDir };
  const accessKeyId = e.S3_ACCESS_KEY_ID;
  const secretAccessKey = e.S3_SECRET_ACCESS_KEY;
  return {
    kind: 's3',
    ...location,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? async () => ({ accessKeyId, secretAccessKey }) : undefined,
  };
}
