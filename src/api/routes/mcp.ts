// POST /mcp: the MCP tools (mcp/tools.ts) over Streamable HTTP, behind the API's bearer tokens and
// rate limits. Stateless: every request gets a server and a transport of its own and answers as
// JSON, so a load balancer may send each request to any worker or replica. The request is charged
// as a lookup when it arrives, and each tool call in it its own price as it runs, one at a time
// (mcp/tool-call-gate.ts).
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createMcpServer } from '../../mcp/mcp-server.js';
import { gateToolCalls, strictToolInputs } from '../../mcp/tool-call-gate.js';
import { toolCharge } from '../../mcp/tools.js';
import { rateHeaders, type Admitted } from '../auth/request-auth.js';
import { ApiError } from '../errors.js';
import { OVERLOADED, type Pipeline, type Services } from '../pipeline.js';
import { route } from './methods.js';

/** A refusal as a tool error's text: the API's message, and when to come back. */
function refusalText(error: ApiError): string {
  const retry = error.headers['retry-after'];
  return retry === undefined ? error.message : `${error.message} Retry after ${retry} s.`;
}

export function mcpRoute(app: FastifyInstance, pipeline: Pipeline, services: Services): void {
  const now = () => services.config.clock.now();
  const inputs = strictToolInputs();
  /** Each request's admission, made before its body is read, for its handler. */
  const admitted = new WeakMap<FastifyRequest, Admitted>();
  // Token and limits are checked before the body is read: a client over its limits sending
  // batches of 16 KB is refused for what a lookup's refusal costs, its JSON never parsed.
  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    let admission;
    try {
      admission = await services.auth.authorize(request.headers.authorization, now());
    } catch (error) {
      return pipeline.sendError(request, reply, error);
    }
    if (admission instanceof ApiError) {
      services.metrics.refused(admission);
      return pipeline.sendError(request, reply, admission);
    }
    admitted.set(request, admission);
  };
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const admission = admitted.get(request)!;
    const { client } = admission;
    const server = createMcpServer(services.datasets, now);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    gateToolCalls(transport, inputs, async (name, args) => {
      const charge = toolCharge(name, args, services.datasets.current);
      if (charge > 1 && services.pressure.high) {
        services.metrics.refused(OVERLOADED);
        return refusalText(OVERLOADED);
      }
      const charged = await services.auth.charge(client, now(), charge);
      if (!(charged instanceof ApiError)) return undefined;
      services.metrics.refused(charged);
      return refusalText(charged);
    });
    for (const [name, value] of Object.entries(rateHeaders(admission.rate, 1))) reply.raw.setHeader(name, value);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  };
  route(app, pipeline, '/mcp', ['POST'], handler, admit);
}
