import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { must } from '../src/lib/must.ts';
import { caseTypeBody } from './case-type-fixtures.ts';
import { withDatabase } from './database-url.ts';
import { createUser, TEST_PASSWORD } from './factories.ts';
import {
  freePort,
  type ServerProcess,
  signInOverHttp,
  startServer,
  waitUntilHealthy,
} from './server-process.ts';
import { adminQuery } from './test-database.ts';
import { multipartBody, TINY_PDF } from './upload.ts';

/**
 * Issue 7: sqlmap (the Debian package) against every parameter of the running server finds
 * nothing. The real server on a fresh PostgreSQL database (sqlmap's payloads are PostgreSQL's),
 * with data behind the parameters, signed in; query parameters, JSON bodies and the headers that
 * carry values are all attacked. A deliberately injectable route proves the harness finds what
 * there is to find. Runs in `test:pg` only (it needs the PostgreSQL server).
 */
const serverUrl = must(
  process.env.TEST_DATABASE_URL,
  'TEST_DATABASE_URL: this file runs on the PostgreSQL server',
);
const SQLMAP = process.env.SQLMAP ?? 'sqlmap';
const PARALLEL = 4;
const dbName = `docket_sqlmap_${randomBytes(4).toString('hex')}`;
let root: string;
const admin = { email: 'admin@sqlmap.test', password: 'Sqlmap-Admin-2026!' };
let server: ServerProcess;
let base: string;
let adminToken: string;
let clientToken: string;
let refreshToken: string;
let ids: {
  caseId: number;
  caseTypeId: number;
  clientId: string;
  victimId: string;
  victimEmail: string;
  solicitorId: string;
  fileKey: string;
  templateKey: string;
};
let toy: Server | undefined;

async function call(path: string, init: RequestInit & { token?: string; json?: unknown } = {}) {
  const { token, json, ...rest } = init;
  const res = await fetch(`${base}${path}`, {
    ...rest,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(rest.headers as Record<string, string>),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const body = (await res.json()) as { data: never };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function uploadAs(token: string, kind: string) {
  const body = multipartBody('statement.pdf', TINY_PDF);
  const data = (await call(`/api/FileReceiver/Uploadfile?kind=${kind}`, {
    method: 'POST',
    token,
    headers: { 'content-type': body.contentType },
    body: body.payload,
  })) as { content: Array<{ filePath: string }> };
  return must(data.content[0], 'the staged file').filePath;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'docket-sqlmap-'));
  await adminQuery(serverUrl, `create database "${dbName}"`);
  const databaseUrl = withDatabase(serverUrl, dbName);
  server = startServer(
    {
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(root, 'data'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ACCOUNT_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'warn',
    },
    await freePort(),
  );
  await waitUntilHealthy(server, 90_000);
  base = `http://127.0.0.1:${server.port}`;
  // A client and a user whose sign-in sqlmap may hammer (and lock), besides the administrator.
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 1 });
  const client = await createUser(handle.db, 'Client', { firstName: 'Amina', lastName: 'Yusuf' });
  const victim = await createUser(handle.db, 'Client');
  const solicitor = await createUser(handle.db, 'Solicitor');
  await handle.close();
  adminToken = (await signInOverHttp(base, admin)).token;
  // A session of its own for the refresh attack: replaying a refresh token ends its session by design.
  refreshToken = (await signInOverHttp(base, admin)).refreshToken;
  clientToken = (await signInOverHttp(base, { email: client.email, password: TEST_PASSWORD })).token;

  // Data behind the parameters: a case type with a template, a case with its documents and a note.
  const templateKey = await uploadAs(adminToken, 'template');
  const caseTypeId = (
    (await call('/api/case/CreateCaseType', {
      method: 'POST',
      token: adminToken,
      json: caseTypeBody('Asylum claim', { passport: templateKey }),
    })) as { id: number }
  ).id;
  const type = (await call(`/api/Case/GetCaseTypeById?id=${caseTypeId}`, { token: adminToken })) as {
    requiredDocuments: Array<{ id: number }>;
    eligibilityDocuments: Array<{ id: number; supportType: number }>;
  };
  const document = async (id: number) => ({
    documentDefinitionId: id,
    filePath: await uploadAs(clientToken, 'case-document'),
  });
  const caseId = (
    (await call('/api/case/createcase', {
      method: 'POST',
      token: clientToken,
      json: {
        caseTypeId,
        supportType: 1,
        description: 'Claim lodged at the screening unit',
        requiredDocuments: await Promise.all(type.requiredDocuments.map((d) => document(d.id))),
        eligibilityDocuments: [
          await document(
            must(
              type.eligibilityDocuments.find((d) => d.supportType === 1),
              'an eligibility document of support type 1',
            ).id,
          ),
        ],
      },
    })) as { id: number }
  ).id;
  await call('/api/case/AddCaseNote', {
    method: 'POST',
    token: adminToken,
    json: { caseId, text: 'Called the client' },
  });
  const fileKey = await uploadAs(clientToken, 'case-document');
  ids = {
    caseId,
    caseTypeId,
    clientId: client.id,
    victimId: victim.id,
    victimEmail: victim.email,
    solicitorId: solicitor.id,
    fileKey,
    templateKey,
  };
}, 180_000);

afterAll(async () => {
  toy?.close();
  if (server?.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await adminQuery(serverUrl, `drop database if exists "${dbName}" with (force)`);
  rmSync(root, { recursive: true, force: true });
});

type Target = {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Path and query string; a `*` marks an injection point sqlmap would not find by itself. */
  path: string;
  token?: 'admin' | 'client';
  headers?: Record<string, string>;
  json?: unknown;
  /** Statuses the original request answers by design (sqlmap stops at 401 unless told). */
  ignoreCodes?: number[];
};

function targets(): Target[] {
  const { caseId, caseTypeId, clientId, victimId, victimEmail, solicitorId, fileKey, templateKey } = ids;
  return [
    {
      name: 'case list',
      method: 'GET',
      path: '/api/Case/GetCases?pageNo=1&pageSize=10&searchQuery=asylum&sortColumn=createdAt&sortOrder=asc&status=Open&filter=unassigned',
      token: 'admin',
    },
    { name: 'case by id', method: 'GET', path: `/api/Case/GetCaseById?id=${caseId}`, token: 'client' },
    { name: 'search', method: 'GET', path: '/api/Search?q=amina', token: 'admin' },
    {
      name: 'audit log',
      method: 'GET',
      path: `/api/Audit/GetAuditEvents?pageNo=1&pageSize=20&userId=${clientId}&caseId=${caseId}&action=case.created&from=2020-01-01&to=2100-01-01`,
      token: 'admin',
    },
    { name: 'case notes', method: 'GET', path: `/api/case/GetCaseNotes?caseId=${caseId}`, token: 'admin' },
    {
      name: 'case timeline',
      method: 'GET',
      path: `/api/case/GetCaseTimeline?caseId=${caseId}`,
      token: 'admin',
    },
    {
      name: 'support requirements',
      method: 'GET',
      path: `/api/support-requirements?supportType=1&caseTypeId=${caseTypeId}`,
      token: 'client',
    },
    { name: 'case type', method: 'GET', path: `/api/Case/GetCaseTypeById?id=${caseTypeId}`, token: 'admin' },
    { name: 'dashboard', method: 'GET', path: '/api/Dashboard/GetDashboard?range=1Y', token: 'admin' },
    {
      name: 'security events',
      method: 'GET',
      path: `/api/User/SecurityEvents?id=${clientId}`,
      token: 'admin',
    },
    {
      name: 'template download',
      method: 'GET',
      path: `/api/FileReceiver/GetExampleFile?fileName=${templateKey}`,
      token: 'client',
    },
    {
      name: 'file download (header)',
      method: 'GET',
      path: '/api/FileReceiver/DownloadFile',
      token: 'client',
      headers: { filePath: `${fileKey}*` },
    },
    {
      name: 'token refresh (header)',
      method: 'GET',
      path: '/api/Authentication/RefreshToken',
      headers: { refreshToken: `${refreshToken}*` },
      ignoreCodes: [401],
    },
    { name: 'lock a user', method: 'GET', path: `/api/User/ToggleUser?id=${victimId}`, token: 'admin' },
    {
      name: 'assign a solicitor',
      method: 'PUT',
      path: `/api/case/AssignSolictor?caseId=${caseId}&solicitorId=${solicitorId}`,
      token: 'admin',
    },
    {
      name: 'user list',
      method: 'POST',
      path: '/api/user/GetUsers',
      token: 'admin',
      json: { pageNo: 1, pageSize: 10, searchQuery: 'amina', sortColumn: 'email', sortOrder: 'asc' },
    },
    {
      name: 'sign-in',
      method: 'POST',
      path: '/api/Account/Login',
      json: { email: victimEmail, password: 'Not-The-Password-1!' },
      ignoreCodes: [401, 429],
    },
    {
      name: 'forgotten password',
      method: 'POST',
      path: '/api/Account/ForgotPassword',
      json: { email: victimEmail },
    },
    {
      name: 'add note',
      method: 'POST',
      path: '/api/case/AddCaseNote',
      token: 'admin',
      json: { caseId, text: 'Spoke to the Home Office', isSharedWithClient: true },
    },
    {
      name: 'change status',
      method: 'POST',
      path: '/api/case/ChangeCaseStatus',
      token: 'admin',
      json: { caseId, status: 'Pending', reason: 'Waiting for the letter' },
    },
    {
      name: 'personal details',
      method: 'POST',
      path: '/api/User/UpdatePersonalInfo',
      token: 'client',
      json: { firstName: 'Amina', lastName: 'Yusuf', gender: 'female', phoneNumber: '07700900123' },
    },
  ];
}

/** sqlmap's options for one request (-u with --data and --headers: -r would read targets from stdin). */
function requestOptions(target: Target, host: string): string[] {
  const token = target.token === 'admin' ? adminToken : target.token === 'client' ? clientToken : undefined;
  const headers = {
    Accept: 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(target.json === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...target.headers,
  };
  return [
    `--url=http://${host}${target.path}`,
    `--method=${target.method}`,
    `--headers=${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n')}`,
    ...(target.json === undefined ? [] : [`--data=${JSON.stringify(target.json)}`]),
    ...(target.ignoreCodes?.length ? [`--ignore-code=${target.ignoreCodes.join(',')}`] : []),
  ];
}

type Finding = { target: string; csv: string[]; dismissed: number; output: string; code: number | null };

/** Runs sqlmap on one request; answers the injection points of its results CSV, and its output. */
function sqlmap(name: string, request: string[]): Promise<Finding> {
  const dir = join(root, name.replace(/\W+/g, '-'));
  mkdirSync(dir, { recursive: true });
  const args = [
    ...request,
    '--batch',
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${join(dir, 'out')}`,
    '--dbms=PostgreSQL',
    '--level=1',
    '--risk=1',
    '--technique=BEUST',
    '--time-sec=2',
    '--threads=4',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(SQLMAP, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const out = join(dir, 'out');
      const csvFile = existsSync(out) ? readdirSync(out).find((f) => /^results-.*\.csv$/.test(f)) : undefined;
      const rows = csvFile ? readFileSync(join(out, csvFile), 'utf8').trim().split(/\r?\n/).slice(1) : [];
      // sqlmap lists the points it first suspected and then proved to be false positives too, so noted.
      const injectable = rows.filter((row) => row && !/false positive|unexploitable/.test(row));
      resolve({ target: name, csv: injectable, dismissed: rows.length - injectable.length, output, code });
    });
  });
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) results.push(await run(item));
    }),
  );
  return results;
}

const IDENTIFIED = 'sqlmap identified the following injection point';
const TESTED_CLEAN =
  /all tested parameters do not appear to be injectable|all tested parameters appear to be not injectable/;

describe('sqlmap against the running server', () => {
  it('finds the injection in a deliberately vulnerable route (the harness works)', async () => {
    // String-built SQL against the same PostgreSQL server: exactly what the API must never do.
    // A query that fails for any reason but the payload's SQL (class 42 syntax, 22 data, 21
    // cardinality) is a fault of the harness, shown if sqlmap finds nothing.
    const faults: string[] = [];
    // Connections opened once, before sqlmap starts: a pool drops a connection on every failed
    // query, and sqlmap's payloads fail on purpose, so a busy server refusing new connections
    // would turn every answer into a 400 and hide the injection.
    const opened = await Promise.allSettled(
      Array.from({ length: 4 }, async () => {
        const client = new pg.Client({ connectionString: withDatabase(serverUrl, dbName) });
        // A connection the server drops (the database is dropped with force afterwards) is a fault
        // to report, not an uncaught error in the test worker.
        client.on('error', (error) => faults.push(`connection: ${error.message}`));
        await client.connect();
        return client;
      }),
    );
    const connections = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    if (connections.length < opened.length) {
      await Promise.all(connections.map((connection) => connection.end()));
      const reasons = opened.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      throw new Error(`the harness could not connect: ${reasons.join('; ')}`);
    }
    let next = 0;
    const toyServer = createServer(async (req, res) => {
      const id = new URL(must(req.url, "the request's URL"), 'http://toy').searchParams.get('id') ?? '';
      const connection = must(connections[next++ % connections.length], 'a connection');
      try {
        const { rows } = await connection.query(
          `select email from users where role = 'Admin' and ${id} > 0 limit 1`,
        );
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ success: true, data: rows }));
      } catch (error) {
        const code = String((error as { code?: unknown }).code ?? '');
        if (!/^(42|22|21)/.test(code)) faults.push(`${code} ${(error as Error).message}`);
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"success":false}');
      }
    });
    toy = toyServer;
    const port = await freePort();
    await new Promise<void>((resolve) => toyServer.listen(port, '127.0.0.1', resolve));
    try {
      // The original request must answer with data, or sqlmap has no page to tell payloads from.
      const baseline = await fetch(`http://127.0.0.1:${port}/toy?id=1`);
      expect(await baseline.json()).toEqual({ success: true, data: [{ email: admin.email }] });
      const found = await sqlmap(
        'toy',
        requestOptions({ name: 'toy', method: 'GET', path: '/toy?id=1' }, `127.0.0.1:${port}`),
      );
      const context = `${faults.slice(0, 5).join('\n')}\n${found.output.slice(-3000)}`;
      expect(found.output, context).toContain(IDENTIFIED);
      expect(found.csv.join('\n'), context).toMatch(/,GET,id,/);
    } finally {
      await Promise.all(connections.map((connection) => connection.end()));
    }
  }, 120_000);

  it('finds no injectable parameter in any request of the API', async () => {
    const started = Date.now();
    const list = targets();
    const findings = await inBatches(list, PARALLEL, (target) =>
      sqlmap(target.name, requestOptions(target, `127.0.0.1:${server.port}`)),
    );
    console.info(
      `sqlmap: ${list.length} requests in ${Math.round((Date.now() - started) / 1000)} s\n` +
        findings
          .map(
            (f) =>
              `${f.target}: ${f.csv.length ? f.csv.join('; ') : 'nothing injectable'}${f.dismissed ? ` (${f.dismissed} suspicion dismissed by sqlmap as a false positive)` : ''}`,
          )
          .join('\n'),
    );
    for (const finding of findings) {
      expect(finding.csv, `${finding.target}\n${finding.output.slice(-3000)}`).toEqual([]);
      expect(finding.output, finding.target).not.toContain(IDENTIFIED);
      // sqlmap ran its tests to the end, rather than giving up on the target (connection, 401, …).
      expect(finding.output, `${finding.target}\n${finding.output.slice(-3000)}`).toMatch(TESTED_CLEAN);
    }
    // The server kept answering throughout: no injected request took it down.
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
  }, 300_000);
});
