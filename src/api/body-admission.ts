// Requests whose body is read only once their token and limits are checked (/mcp's batches, alert
// subscriptions): a client over its limits, or without a valid token, is refused for what a
// lookup's refusal costs, its body never parsed. The admission is kept for the handler.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rateHeaders, type Admitted } from './auth/request-auth.js';
import { ApiError } from './errors.js';
import type { Pipeline, Services } from './pipeline.js';
import { spanNotes } from './tracing.js';

export class BodyAdmission {
  private readonly admitted = new WeakMap<FastifyRequest, Admitted>();

  constructor(
    private readonly pipeline: Pipeline,
    private readonly services: Services,
    /** What a refusal is answered with (the MCP endpoint names its resource metadata on a 401). */
    private readonly answer: (refusal: ApiError, request: FastifyRequest) => ApiError = (refusal) => refusal,
  ) {}

  /** The route's hook, run before its body is read. */
  readonly check = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    let admission;
    try {
      // A token seen before is decided at once: no turn of the event loop for it, as on a GET.
      admission = this.services.auth.authorize(request.headers.authorization, this.services.config.clock.now());
      if (admission instanceof Promise) admission = await admission;
    } catch (error) {
      return this.pipeline.sendError(request, reply, error);
    }
    if (admission instanceof ApiError) return this.pipeline.refuse(request, reply, this.answer(admission, request));
    this.admitted.set(request, admission);
    // Whatever answers it from here (its handler, a body that cannot be read, a 413) answers a
    // client charged a lookup: the access log names it, and the answer says what it cost.
    request.clientId = admission.client.id;
    spanNotes(request, { client: admission.client.id, cost: 1 });
    reply.headers(rateHeaders(admission.rate, 1));
    return undefined;
  };

  /** The admission of a request its hook let through (a handler runs only then). */
  of(request: FastifyRequest): Admitted {
    return this.admitted.get(request)!;
  }
}
