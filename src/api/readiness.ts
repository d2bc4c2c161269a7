// Whether the server wants traffic: /ready answers 200 only while `ready` and without a fault. A
// load balancer that sees 503 stops sending new requests; the server keeps answering those it
// still gets until it stops listening (see RunningServer.drain in server.ts), and a fault (Redis
// without this replica's data) lasts until it is cleared.

export type ReadinessState = 'starting' | 'ready' | 'draining';

export class Readiness {
  private current: ReadinessState = 'starting';
  private readonly faults = new Set<string>();

  get state(): ReadinessState {
    return this.current;
  }

  /** Why the server does not want traffic though it is ready, if it does not. */
  get reasons(): string[] {
    return [...this.faults];
  }

  /** Listening, with the dataset loaded. */
  ready(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  /** Shutting down: never ready again. */
  drain(): void {
    this.current = 'draining';
  }

  fault(reason: string): void {
    this.faults.add(reason);
  }

  clear(reason: string): void {
    this.faults.delete(reason);
  }
}
