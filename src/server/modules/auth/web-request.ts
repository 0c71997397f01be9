import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorSchema, type ApiError, type ErrorCode } from '@domain/api/api-error';
import { AppError } from '@server/errors';

/**
 * The request's headers for a call into Better Auth that may create a session. Better Auth records a session's
 * address from X-Forwarded-For, whose left-most entry the client writes: it gets the one address TRUST_PROXY
 * resolved instead.
 */
export function headersForAuth(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
  }
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** Better Auth speaks the Fetch API; Fastify has already parsed the body, so it is sent on as JSON. */
export function toWebRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = headersForAuth(request);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  const url = new URL(request.url, baseUrl);
  // Better Auth routes by this URL, so it must name the very path Fastify routed, not a normalised one.
  const rawPath = request.url.split('?', 1)[0];
  if (url.origin !== new URL(baseUrl).origin || url.pathname !== rawPath) {
    throw new AppError('not_found', `No API route ${request.method} ${rawPath}`);
  }
  return new Request(url, {
    method: request.method,
    headers,
    ...(hasBody && { body: JSON.stringify(request.body) }),
  });
}

const codeForStatus = (status: number): ErrorCode =>
  status === 401
    ? 'unauthenticated'
    : status === 403
      ? 'forbidden'
      : status === 404
        ? 'not_found'
        : status === 429
          ? 'rate_limited'
          : status >= 500
            ? 'internal'
            : 'validation_failed';

/** Values a refusal's reason is said with (a suspension's end, say), as our own errors carry them. */
const paramsSchema = apiErrorSchema.shape.error.shape.params;

function parseErrorBody(text: string): { code?: string; message?: string; params?: unknown } {
  try {
    const parsed: unknown = JSON.parse(text || '{}');
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/** Relays Better Auth's response, putting its errors into the API's one error shape. */
export async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || name === 'content-length' || name === 'content-encoding') return;
    reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400 && response.headers.get('content-type')?.includes('application/json')) {
    const parsed = parseErrorBody(text);
    const body: ApiError = {
      error: {
        code: codeForStatus(response.status),
        message: parsed.message ?? 'The request could not be completed.',
        ...(parsed.code && { reason: parsed.code }),
        ...(parsed.params !== undefined && { params: paramsSchema.safeParse(parsed.params).data }),
      },
    };
    if (response.status === 422) reply.status(400);
    return reply.send(body);
  }
  return reply.send(text);
}
