#!/usr/bin/env node
// The container's health check: exits 0 when this container's server answers /health with 200
// (liveness; readiness is /ready, which a load balancer or Kubernetes asks). Reads the same PORT
// and HOST the server does; a server on every interface is asked on the loopback address.
const port = process.env.PORT || '8080';
const listen = process.env.HOST || '127.0.0.1';
const host = listen === '0.0.0.0' ? '127.0.0.1' : listen === '::' ? '[::1]' : listen.includes(':') ? `[${listen}]` : listen;

try {
  const answer = await fetch(`http://${host}:${port}/health`, { signal: AbortSignal.timeout(2500) });
  process.exit(answer.status === 200 ? 0 : 1);
} catch {
  process.exit(1);
}
