// The MCP side of POST /mcp (api/mcp-endpoint.ts): a stateless Streamable HTTP transport per
// request, answering as JSON, in front of a server taken from this worker's idle ones. Building a
// server and registering its tools cost about 0.95 ms of CPU a request, more than most tool calls'
// own work, so servers are made only when every one is busy and kept for the next request
// (bench/mcp-calls.ts). Nothing of a client stays on a server: the caller rides with each request
// (the transport's authInfo) and each tool call passes the door of tool-call-gate.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { McpCaller, McpEndpoint } from '../api/mcp-endpoint.js';
import type { ServedDatasetHolder } from '../engine/served-dataset-holder.js';
import { createMcpServer } from './mcp-server.js';
import { gateToolCalls, strictToolInputs, type StrictToolInputs } from './tool-call-gate.js';
import { callerExtra } from './tool-context.js';
import { toolCharge } from './tools.js';

/** Idle servers kept beyond this are left to the collector (a burst made them). */
const MAX_IDLE = 16;

export class McpHttpEndpoint implements McpEndpoint {
  /** Servers connected to no transport, for the next requests. */
  private readonly idle: McpServer[] = [];
  private readonly inputs: StrictToolInputs = strictToolInputs();

  constructor(
    private readonly datasets: ServedDatasetHolder,
    private readonly now: () => number,
  ) {}

  async handle(request: IncomingMessage, response: ServerResponse, body: unknown, caller: McpCaller): Promise<void> {
    const server = this.idle.pop() ?? createMcpServer(this.datasets, this.now);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    // Closing the transport disconnects the server (and aborts what it still runs): free again.
    const release = () => void transport.close().finally(() => this.release(server));
    if (response.closed) release();
    else response.once('close', release);
    gateToolCalls(transport, this.inputs, (name, args) => caller.admit(toolCharge(name, args, this.datasets.current)));
    const auth: AuthInfo = { token: '', clientId: caller.clientId, scopes: [], extra: callerExtra(caller) };
    await transport.handleRequest(Object.assign(request, { auth }), response, body);
  }

  private release(server: McpServer): void {
    if (!server.isConnected() && this.idle.length < MAX_IDLE) this.idle.push(server);
  }
}
