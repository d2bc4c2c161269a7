// The scheme and authority of every absolute href an answer carries (docs/security.md, The error
// contract and links).
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { HOST_AND_PORT, type Config } from '../config.js';

/** host[:port] of an address a connection reached, as a URL writes it. */
function authority(address: string | undefined, port: number | undefined): string {
  let host = address ?? 'localhost';
  if (host.startsWith('::ffff:') && host.includes('.')) host = host.slice(7);
  else if (host.includes(':')) host = `[${host.replace('%', '%25')}]`;
  return port === undefined ? host : `${host}:${port}`;
}

/** The last value of a header a chain of proxies may have appended to: the nearest proxy's. */
function lastValue(header: string | string[] | undefined): string | undefined {
  const text = Array.isArray(header) ? header.at(-1) : header;
  if (text === undefined) return undefined;
  const value = text.slice(text.lastIndexOf(',') + 1).trim();
  return value === '' ? undefined : value;
}

const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443' };

/**
 * SKYREF_PUBLIC_URL when set. Else, with SKYREF_TRUST_PROXY and a request from a trusted proxy,
 * what the proxy says the client asked for: X-Forwarded-Proto, X-Forwarded-Host (or Host),
 * X-Forwarded-Port — each checked, and the host one of SKYREF_ALLOWED_HOSTS when those are set.
 * Else the request's Host header when it is one of SKYREF_ALLOWED_HOSTS (by default the loopback
 * names at the port the request reached, so that a server started on localhost links to itself
 * as its user named it); else the address the request reached. A Host header is never trusted
 * otherwise: links, and the response cache keyed by them, would carry any name a client chose.
 */
export class LinkBase {
  private readonly publicUrl: string | undefined;
  /** Configured Host headers → their base; undefined: the loopback defaults. */
  private readonly configured: ReadonlyMap<string, string> | undefined;
  /** Whether a peer is a proxy whose X-Forwarded headers make links; undefined: none is. */
  private readonly trusted: ((address: string, hop: number) => boolean) | undefined;
  /** The loopback defaults, for the port they were made for. */
  private loopbackPort: number | undefined = -1;
  private loopback = new Map<string, string>();

  constructor(config: Pick<Config, 'publicUrl' | 'allowedHosts'> & Partial<Pick<Config, 'trustProxy' | 'trustedProxies'>>) {
    this.publicUrl = config.publicUrl;
    this.configured = config.allowedHosts && new Map(config.allowedHosts.map((host) => [host, `http://${host}`]));
    if (config.trustProxy) {
      const proxies = config.trustedProxies ?? [];
      this.trusted = proxies.length > 0 ? proxyAddr.compile(proxies) : () => true;
    }
  }

  ofSocket(socket: Socket): string {
    return this.publicUrl ?? `http://${authority(socket.localAddress, socket.localPort)}`;
  }

  of(request: FastifyRequest): string {
    if (this.publicUrl) return this.publicUrl;
    const socket = request.raw.socket;
    if (this.trusted && this.trusted(socket.remoteAddress ?? '', 0)) {
      const forwarded = this.forwarded(request, socket);
      if (forwarded !== undefined) return forwarded;
    }
    const host = request.headers.host;
    let allowed = this.configured;
    if (allowed === undefined) {
      if (socket.localPort !== this.loopbackPort) this.loopback = loopbackHosts((this.loopbackPort = socket.localPort));
      allowed = this.loopback;
    }
    if (host !== undefined) {
      const base = allowed.get(host) ?? allowed.get(host.toLowerCase());
      if (base !== undefined) return request.protocol === 'http' ? base : `${request.protocol}${base.slice(4)}`;
    }
    return `${request.protocol}://${authority(socket.localAddress, socket.localPort)}`;
  }

  /** The base a trusted proxy's headers name, or undefined when they name none we may use. */
  private forwarded(request: FastifyRequest, socket: Socket): string | undefined {
    const headers = request.headers;
    const scheme = (lastValue(headers['x-forwarded-proto']) ?? ((socket as Socket & { encrypted?: boolean }).encrypted ? 'https' : 'http')).toLowerCase();
    if (scheme !== 'http' && scheme !== 'https') return undefined;
    let host = (lastValue(headers['x-forwarded-host']) ?? headers.host)?.toLowerCase();
    if (host === undefined || !HOST_AND_PORT.test(host)) return undefined;
    const port = lastValue(headers['x-forwarded-port']);
    if (port !== undefined && !/:\d+$/.test(host)) {
      if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) return undefined;
      if (port !== DEFAULT_PORTS[scheme]) host += `:${port}`;
    }
    if (this.configured && !this.configured.has(host)) return undefined;
    return `${scheme}://${host}`;
  }
}

/** The loopback names of this machine at `port`, each with its base. */
function loopbackHosts(port: number | undefined): Map<string, string> {
  const hosts = new Map<string, string>();
  for (const name of ['localhost', '127.0.0.1', '[::1]']) {
    const host = port === undefined ? name : `${name}:${port}`;
    hosts.set(host, `http://${host}`);
    if (port === 80) hosts.set(name, `http://${name}`);
  }
  return hosts;
}
