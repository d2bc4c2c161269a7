// HTTP/1.1 spoken byte for byte, for requests fetch will not send: bytes a URL may not hold,
// unknown methods, oversized headers, malformed request lines. One request per connection.
import { once } from 'node:events';
import { connect } from 'node:net';
import { WAIT_LIMIT_MS } from './wait.js';

export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
  /** Everything received, as latin1 text. */
  raw: string;
}

/**
 * Sends `request` on a new connection to the server at `url` and reads what comes back until the
 * server closes the connection, a whole response (by Content-Length) has arrived, or `timeoutMs`
 * (a safety net: a slow answer on a busy machine is still an answer).
 */
export async function rawRequest(url: string, request: string | Buffer, timeoutMs = WAIT_LIMIT_MS): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  const chunks: Buffer[] = [];
  const whole = () => parse(Buffer.concat(chunks).toString('latin1'));
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      resolve();
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (whole()) finish();
    });
    socket.on('close', finish);
    // A server that closes while we still send resets the connection: keep what arrived.
    socket.on('error', finish);
  });
  socket.write(request);
  await done;
  socket.destroy();
  const response = whole();
  if (!response) throw new Error(`no whole HTTP response: ${JSON.stringify(Buffer.concat(chunks).toString('latin1').slice(0, 500))}`);
  return response;
}

function parse(raw: string): RawResponse | undefined {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine, ...lines] = raw.slice(0, end).split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine!);
  if (!match) return undefined;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? NaN);
  const body = raw.slice(end + 4);
  if (Number.isFinite(length) && Buffer.byteLength(body, 'latin1') < length) return undefined;
  return { status: Number(match[1]), headers, body: Number.isFinite(length) ? body.slice(0, length) : body, raw };
}
