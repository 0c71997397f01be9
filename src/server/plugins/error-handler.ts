import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { marketUnavailableReason, type ApiError } from '@domain/api/api-error';
import { AppError } from '../errors';
import { isDatabaseUnreachable } from '../db/unreachable';
import { unavailableRetryAfterSeconds, type DatabaseOutage } from '../http/database-outage';
import { languageOfRequest } from '../http/language';
import { unavailablePage } from '../http/unavailable-page';
import { fixedSecurityHeaders } from './security';

export type FieldError = NonNullable<ApiError['error']['fields']>[number];

/** One problem with an input: where it is (an empty path for the input as a whole), what it is, and any unknown keys. */
export type InputIssue = { path: readonly PropertyKey[]; code: string; message?: string; keys?: readonly string[] };

/**
 * The fields a validation error names: each issue's path, dotted, or `input` (body, querystring, params, a form's
 * field) when the issue is about the input as a whole. An unknown field is named under its own name, not under the
 * object that holds it.
 */
export function fieldsOfIssues(issues: readonly InputIssue[], input: string): FieldError[] {
  return issues.flatMap((issue) => {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
      return issue.keys.map((key) => ({ path: at ? `${at}.${key}` : key, message: 'is not a known field' }));
    }
    return [{ path: at || input, message: issue.message ?? 'is invalid' }];
  });
}

/** A service's refusal in the API's one error shape. */
export function appErrorBody(error: AppError): ApiError {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields && { fields: error.fields }),
      ...(error.detail && { reason: error.detail.reason }),
      ...(error.detail?.params && { params: error.detail.params }),
    },
  };
}

/** An input that failed its schema, in the API's one error shape: the fields named as `fieldsOfIssues` names them. */
export function validationFailedBody(fields: FieldError[]): ApiError {
  return {
    error: {
      code: 'validation_failed',
      message: `Invalid ${fields.map((field) => field.path).join(', ')}: ${fields[0]?.message ?? 'is invalid'}`,
      fields,
    },
  };
}

/** The answer to anything unexpected: no detail, only the id that finds the full log line. */
function internalError(request: FastifyRequest): ApiError {
  return { error: { code: 'internal', message: 'Something went wrong on our side.', requestId: request.id } };
}

/**
 * Whether the request is for a page of the web app (read by a person), rather than the API or a photo: any address
 * outside those, the sign-in page's plain form (a POST answered with the page) included.
 */
function asksForPage(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  return !/^\/(api|uploads)(\/|$)/.test(pathname);
}

/**
 * Maps every error to the API's one error shape; anything unexpected becomes a logged 500. The database being
 * away is not unexpected: it answers 503 with Retry-After (a page in the reader's language for a page), and the
 * outage is logged once by `outage`, not once a request.
 */
export function registerErrorHandler(app: FastifyInstance, outage?: DatabaseOutage) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ApiError;
    let status: number;
    // A visitor who hung up mid-request also ends in ECONNRESET: only the database layer's own errors are an outage.
    if (!(error instanceof AppError) && !request.raw.aborted && isDatabaseUnreachable(error)) {
      outage?.met(error);
      reply.header('cache-control', 'no-store').header('retry-after', String(unavailableRetryAfterSeconds)).removeHeader('etag');
      if (asksForPage(request)) {
        return reply
          .status(503)
          .type('text/html; charset=utf-8')
          .send(unavailablePage(languageOfRequest(request), request.url, unavailableRetryAfterSeconds));
      }
      return reply.status(503).send({
        error: {
          code: 'unavailable',
          reason: marketUnavailableReason,
          message: 'The market is briefly unavailable; try again in a moment.',
        },
      } satisfies ApiError);
    }
    if (error instanceof AppError) {
      status = error.status;
      // A part the server needs did not answer (the photo bucket): the visitor gets a plain 503, the operator why.
      // Work turned away on purpose (a full photo queue) is expected under load: one short line each, no stack, so
      // a flood of uploads does not flood the log.
      if (error.code === 'unavailable') {
        if (error.options?.shedsLoad) request.log.info({ refused: error.message }, 'turned away for load');
        else request.log.warn({ err: error.cause ?? error }, error.message);
      }
      const retryAfterSeconds =
        error.options?.retryAfterSeconds ?? (error.code === 'unavailable' ? unavailableRetryAfterSeconds : undefined);
      if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
      body = appErrorBody(error);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: (issue.instancePath ?? '').replace(/^\//, '').split('/'),
        code: issue.keyword,
        message: issue.message,
        keys: (issue.params as { keys?: string[] }).keys,
      }));
      const fields = fieldsOfIssues(issues, error.validationContext ?? 'body');
      status = 400;
      body = validationFailedBody(fields);
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
      body = internalError(request);
    }
    // A route may have set these for the answer it meant to send (a photo kept for a year) before it failed.
    reply.header('cache-control', 'no-store').removeHeader('etag');
    return reply.status(status).send(body);
  });
}

/**
 * The router's own refusals, answered before any route or hook runs: a path whose escapes do not decode, or a path
 * parameter longer than the router reads. Fastify would answer them in a shape of its own (the second with 414);
 * they are input problems like any other, so they answer 400 in the one error shape. No hook adds the request id
 * or the security headers to them, so they are set here.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const securityHeaders = request.server.hasDecorator('securityHeadersBeforeHooks')
    ? request.server.securityHeadersBeforeHooks
    : fixedSecurityHeaders(false);
  reply.headers({ ...securityHeaders, 'x-request-id': request.id, 'cache-control': 'no-store' });
  if (error.statusCode && error.statusCode < 500) {
    const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the address is too long.' : 'The address could not be read.';
    return reply.status(400).send({ error: { code: 'validation_failed', message } } satisfies ApiError);
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(internalError(request));
}
