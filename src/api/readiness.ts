// Whether the server wants traffic: /ready answers 200 only while `ready`. A load balancer that
// sees 503 stops sending new requests; the server keeps answering those it still gets until it
// stops listening (see RunningServer.drain in server.ts).

export type ReadinessState = 'starting' | 'ready' | 'draining';

export class Readiness {
  private current: ReadinessState = 'starting';

  get state(): ReadinessState {
    return this.current;
  }

  /** Listening, with the dataset loaded. */
  ready(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  /** Shutting down: never ready again. */
  drain(): void {
    this.current = 'draining';
  }
}
