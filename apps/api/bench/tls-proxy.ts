/**
 * The reverse proxy a firm puts in front of Docket (docs/operations.md), reduced to what a page
 * load sees: TLS with a throwaway certificate, HTTP/2 to the browser, HTTP/1.1 to the app server.
 * `npm run bench:web` measures pages through it, because over HTTP/1.1 a browser opens at most
 * six connections to a host and a signed-in screen's twenty-odd files queue behind each other:
 * a cost a deployment does not have (decision 019).
 */
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import http2, { type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Certificate {
  key: Buffer;
  cert: Buffer;
  /** Base64 SHA-256 of the public key: Chromium's `--ignore-certificate-errors-spki-list` trusts it. */
  spkiSha256: string;
}

/** A self-signed certificate for 127.0.0.1, valid for a day, made by the system's `openssl`. */
export function selfSignedCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'docket-bench-tls-'));
  try {
    const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    // biome-ignore format: each option beside its value
    const args = [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', keyFile, '-out', certFile, '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    ];
    try {
      execFileSync('openssl', args, { stdio: 'ignore' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new Error('the TLS proxy needs openssl for its certificate: apt-get install openssl');
      throw error;
    }
    const cert = readFileSync(certFile);
    const spki = createPublicKey(cert).export({ type: 'spki', format: 'der' });
    return {
      key: readFileSync(keyFile),
      cert,
      spkiSha256: createHash('sha256').update(spki).digest('base64'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Connection-level headers of HTTP/1.1, which HTTP/2 forbids.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
]);

function forwardable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) out[name] = value;
  }
  return out;
}

export interface TlsProxy {
  port: number;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 at a free port and passes every request to the app server at `targetPort`. */
export async function startTlsProxy(targetPort: number, { key, cert }: Certificate): Promise<TlsProxy> {
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer(
    { key, cert },
    (req: Http2ServerRequest, res: Http2ServerResponse) => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: targetPort,
          method: req.method,
          path: req.url,
          agent,
          headers: { ...forwardable(req.headers), host: req.authority },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.on('aborted', () => upstream.destroy());
      req.pipe(upstream);
    },
  );
  // A browser keeps its HTTP/2 session open, and close() waits for every session to end.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
        agent.destroy();
      }),
  };
}
