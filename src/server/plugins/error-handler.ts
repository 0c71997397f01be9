import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@domain/api/api-error';
import { AppError } from '../errors';

function fieldPath(instancePath: string | undefined, context: string): string {
  const path = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return path || context;
}

/** Maps every error to the API's one error shape; anything unexpected becomes a logged 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ApiError;
    let status: number;
    if (error instanceof AppError) {
      status = error.status;
      body = {
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields && { fields: error.fields }),
          ...(error.detail && { reason: error.detail.reason }),
          ...(error.detail?.params && { params: error.detail.params }),
        },
      };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const fields = error.validation.flatMap((issue) => {
        const path = fieldPath(issue.instancePath, context);
        // An unknown field is reported under its own name, not under the object that holds it.
        const unknown = issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: string[] }).keys : undefined;
        if (unknown?.length) {
          return unknown.map((key) => ({ path: path === context ? key : `${path}.${key}`, message: 'is not a known field' }));
        }
        return [{ path, message: issue.message ?? 'is invalid' }];
      });
      status = 400;
      body = {
        error: {
          code: 'validation_failed',
          message: `Invalid ${fields.map((field) => field.path).join(', ')}: ${fields[0]?.message ?? 'is invalid'}`,
          fields,
        },
      };
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      status = 400;
      body = { error: { code: 'body_too_large', message: 'The request body is too large.' } };
    } else if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (error instanceof SyntaxError && error.statusCode === 400)
    ) {
      status = 400;
      body = { error: { code: 'invalid_json', message: 'The request body is not valid JSON.' } };
    } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      status = 400;
      body = { error: { code: 'validation_failed', message: 'The request body must be JSON.' } };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { error: { code: 'rate_limited', message: error.message } };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = 400;
      body = { error: { code: 'validation_failed', message: error.message } };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      body = { error: { code: 'internal', message: 'Something went wrong on our side.', requestId: request.id } };
    }
    return reply.status(status).send(body);
  });
}

/**
 * The router's own refusals, answered before any route or hook runs: a path whose escapes do not decode, or a path
 * parameter longer than the router reads. Fastify would answer them in a shape of its own (the second with 414);
 * they are input problems like any other, so they answer 400 in the one error shape.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.statusCode && error.statusCode < 500) {
    const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the address is too long.' : 'The address could not be read.';
    return reply.status(400).send({ error: { code: 'validation_failed', message } } satisfies ApiError);
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply
    .status(500)
    .send({ error: { code: 'internal', message: 'Something went wrong on our side.', requestId: request.id } } satisfies ApiError);
}
