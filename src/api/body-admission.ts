// Requests whose body is read only once their token and limits are checked (/mcp's batches, alert
// subscriptions): a client over its limits, or without a valid token, is refused for what a
// lookup's refusal costs, its body never parsed. The admission is kept for the handler.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Admitted } from './auth/request-auth.js';
import { ApiError } from './errors.js';
import type { Pipeline, Services } from './pipeline.js';

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
      admission = await this.services.auth.authorize(request.headers.authorization, this.services.config.clock.now());
    } catch (error) {
      return this.pipeline.sendError(request, reply, error);
    }
    if (admission instanceof ApiError) {
      this.services.metrics.refused(admission);
      return this.pipeline.sendError(request, reply, this.answer(admission, request));
    }
    this.admitted.set(request, admission);
    return undefined;
  };

  /** The admission of a request its hook let through (a handler runs only then). */
  of(request: FastifyRequest): Admitted {
    return this.admitted.get(request)!;
  }
}
