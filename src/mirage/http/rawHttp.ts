import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';

/**
 * Test helpers: requests the app never makes (raw bytes, bodies of any size, a client that goes
 * away), for the tests of the HTTP bank's hardening (issue 22).
 */

/** What came back on a raw connection: the status line's code (0 when none) and the whole text. */
export interface RawAnswer {
  status: number;
  text: string;
}

/** Writes `text` on a new connection and reads until the bank closes it (or `waitMs` passes). */
export function rawExchange(url: string, text: string | Buffer, waitMs = 3000): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    let out = '';
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(out)?.[1] ?? 0), text: out });
    };
    const socket = connect(Number(port), hostname, () => socket.write(text));
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (data) => (out += data.toString('latin1')));
    socket.on('error', finish);
    socket.on('close', finish);
  });
}

/** The JSON body of a raw answer (after its headers; a chunked one has a single chunk here). */
export function rawJson(answer: RawAnswer): unknown {
  const body = answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4);
  const chunked = /transfer-encoding: chunked/i.test(answer.text);
  return JSON.parse(chunked ? (body.split('\r\n')[1] ?? '') : body);
}

export interface SentAnswer {
  status: number;
  body: unknown;
}

/**
 * One request by node:http, with any method, path, headers and body (strings sent as they are);
 * the answer's status and JSON body (null when empty or not JSON).
 */
export function send(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<SentAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown = null;
        try {
          json = text ? JSON.parse(text) : null;
        } catch {
          json = null;
        }
        resolve({ status: res.statusCode ?? 0, body: json });
      });
    });
    // The bank may answer (413) and close before the whole body is written.
    // (then the answer, if any, has come first: wait a moment for it, else answer status 0).
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET'
        ? setTimeout(() => resolve({ status: 0, body: error.code }), 200)
        : reject(error),
    );
    req.end(body);
  });
}
