// What a tool call is answered from: the dataset served at the call, the clock, and for a sandbox
// client over HTTP its simulation. The caller rides with each request (the transport's authInfo,
// set by http-endpoint.ts), so one server answers any client in turn and keeps nothing of them.
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { McpCaller } from '../api/mcp-endpoint.js';
import type { Simulation } from '../api/sandbox.js';
import type { ServedDataset } from '../engine/served-dataset.js';

export interface ToolContext {
  /** The same dataset from the start of the call to its end. */
  served: ServedDataset;
  nowMs: number;
  /** Set for a sandbox client: its flight status is simulated. */
  simulation?: Simulation;
}

/** What of the caller goes into the transport's authInfo.extra. */
export function callerExtra(caller: McpCaller): Record<string, unknown> | undefined {
  return caller.simulation === undefined ? undefined : { simulation: caller.simulation };
}

/** The simulation a call's authInfo carries; none over stdio or for any other client. */
export function simulationOf(authInfo: AuthInfo | undefined): Simulation | undefined {
  return authInfo?.extra?.simulation as Simulation | undefined;
}
