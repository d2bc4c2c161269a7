// skyref as an MCP server: the tools of tools.ts on a served dataset, over whatever transport the
// caller connects (stdio for `skyref mcp`; at /mcp, one request's transport after another, by
// http-endpoint.ts).
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ServedDatasetHolder } from '../engine/served-dataset-holder.js';
import { projectVersion } from '../install-paths.js';
import { registerTools, SERVER_INSTRUCTIONS } from './tools.js';

export function createMcpServer(datasets: ServedDatasetHolder, now: () => number): McpServer {
  const server = new McpServer({ name: 'skyref', version: projectVersion() }, { instructions: SERVER_INSTRUCTIONS });
  registerTools(server, datasets, now);
  return server;
}
