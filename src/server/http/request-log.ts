import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** One-time tokens (password reset, e-mail confirmation) must not end up in logs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code)=)[^&#]*/gi, '$1[redacted]').replace(/(\/reset-password\/)[^/?#]+/, '$1[redacted]');
}

/** One structured line a request, carrying its request id, instead of Fastify's two. */
export class OneLinePerRequest extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
