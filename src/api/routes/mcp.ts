// POST /mcp: the MCP tools (mcp/tools.ts) over Streamable HTTP, behind the API's bearer tokens and
// rate limits. Stateless: every request gets a server and a transport of its own and answers as
// JSON, so a load balancer may send each request to any worker or replica.
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createMcpServer } from '../../mcp/mcp-server.js';
import { ApiError } from '../errors.js';
import type { Pipeline, Services } from '../pipeline.js';
import { route } from './methods.js';

export function mcpRoute(app: FastifyInstance, pipeline: Pipeline, services: Services): void {
  route(app, pipeline, '/mcp', ['POST'], async (request: FastifyRequest, reply: FastifyReply) => {
    let admission;
    try {
      admission = await services.auth.authorize(request.headers.authorization, services.config.clock.now());
    } catch (error) {
      return pipeline.sendError(request, reply, error);
    }
    if (admission instanceof ApiError) {
      services.metrics.refused(admission);
      return pipeline.sendError(request, reply, admission);
    }
    const server = createMcpServer(services.datasets, () => services.config.clock.now());
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });
}
