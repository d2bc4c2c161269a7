// The one kind of request the service sends out: an alert POSTed to a registered callback URL.
// The host's addresses are checked again when the connection is made (a name re-pointed at an
// inside address since the subscription is refused: nothing is sent), redirects are not
// followed, and an attempt ends after ATTEMPT_TIMEOUT_MS whatever the receiver does.
import { request as httpRequest, Agent as HttpAgent, type IncomingMessage } from 'node:http';
import { request as httpsRequest, Agent as HttpsAgent } from 'node:https';
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { addressRefusal, type CallbackPolicy } from './callback-policy.js';

export const ATTEMPT_TIMEOUT_MS = 10_000;
/** What of an answer is read before the connection is let go: a receiver's body is not ours to keep. */
const ANSWER_BYTES = 4096;

/** What an attempt got: an HTTP status, or why there was none. */
export type AttemptResult = { status: number } | { failure: string };

/** Every address of a host name, as `dns.lookup` with `all` gives them. */
export type ResolveAll = (hostname: string, options: LookupAllOptions, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

const systemResolveAll: ResolveAll = (hostname, options, callback) => dnsLookup(hostname, options, callback);

/** A lookup that answers only the addresses the policy allows, else fails the connection before it is made. */
export function checkedLookup(policy: CallbackPolicy, resolve: ResolveAll = systemResolveAll): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, list) => {
      if (error) return callback(error, '', 0);
      const refused = list.find((a) => addressRefusal(a.address, policy) !== undefined);
      if (refused || list.length === 0) {
        const failure = Object.assign(new Error('callback host resolves to an address that is not allowed'), { code: 'SKYREF_REFUSED_ADDRESS' });
        return callback(failure, '', 0);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** Keeps connections to receivers open between alerts (10,000 alerts are not 10,000 handshakes). */
export class OutboundRequests {
  private readonly http: HttpAgent;
  private readonly https: HttpsAgent;

  /** `resolve`: the system's resolver unless a test stands in for it. */
  constructor(private readonly policy: CallbackPolicy, resolve?: ResolveAll) {
    const lookup = checkedLookup(policy, resolve);
    this.http = new HttpAgent({ keepAlive: true, maxSockets: 16, lookup });
    this.https = new HttpsAgent({ keepAlive: true, maxSockets: 16, lookup });
  }

  post(url: string, body: string, headers: Readonly<Record<string, string>>): Promise<AttemptResult> {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return Promise.resolve({ failure: 'refused: not a URL' });
    }
    const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
    // A literal address never goes through the lookup: checked here.
    if (isIP(host) !== 0 && addressRefusal(host, this.policy) !== undefined) return Promise.resolve({ failure: 'refused: address not allowed' });
    const secure = target.protocol === 'https:';
    const send = secure ? httpsRequest : httpRequest;
    return new Promise<AttemptResult>((resolve) => {
      const request = send(
        target,
        {
          method: 'POST',
          agent: secure ? this.https : this.http,
          headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
          timeout: ATTEMPT_TIMEOUT_MS,
        },
        (response: IncomingMessage) => {
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > ANSWER_BYTES) response.destroy();
          });
          response.on('close', () => resolve({ status: response.statusCode ?? 0 }));
          response.on('error', () => resolve({ status: response.statusCode ?? 0 }));
        },
      );
      const deadline = setTimeout(() => request.destroy(new Error('timeout')), ATTEMPT_TIMEOUT_MS);
      request.on('close', () => clearTimeout(deadline));
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(deadline);
        resolve({ failure: error.code === 'SKYREF_REFUSED_ADDRESS' ? 'refused: address not allowed' : error.message === 'timeout' ? 'timeout' : `connection: ${error.code ?? 'failed'}` });
      });
      request.end(body);
    });
  }

  close(): void {
    this.http.destroy();
    this.https.destroy();
  }
}
