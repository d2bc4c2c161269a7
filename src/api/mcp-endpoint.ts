// What the API asks of the MCP side at POST /mcp. api/ owns the door (token, limits, rate headers,
// the 401 and its resource metadata) and mcp/ the protocol; mcp/ implements this and server.ts
// hands it to the app, so that api/ never imports mcp/ (one direction: mcp/ builds on api/).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Simulation } from './sandbox.js';

/** The admitted client of one POST /mcp, as the MCP side needs it. */
export interface McpCaller {
  clientId: string;
  /**
   * Decides one tool call of this price (engine/request-charges.ts) against the client's limits and
   * the worker's load: undefined to run it, else the refusal's text for the tool error.
   */
  admit(price: number): Promise<string | undefined>;
  /** Set for a sandbox client: what its flight status is simulated from (docs/testing-apps.md). */
  simulation?: Simulation;
}

export interface McpEndpoint {
  /** Answers one POST /mcp of an admitted client on the raw response (the route has hijacked it). */
  handle(request: IncomingMessage, response: ServerResponse, body: unknown, caller: McpCaller): Promise<void>;
}
