import { z } from 'zod';

/** Every error the API can answer with; the server maps each to one HTTP status in one place. */
export const errorCodes = [
  'validation_failed',
  'invalid_json',
  'body_too_large',
  'unauthenticated',
  'forbidden',
  'forbidden_origin',
  'not_found',
  'conflict',
  'rate_limited',
  /** Checkout: the buyer has placed as many orders as one hour allows. */
  'too_many_orders',
  /** Checkout: the buyer has as many orders waiting for sellers as are allowed at once. */
  'too_many_pending_orders',
  /** Checkout: a line asks for more than its product allows in one order. */
  'quantity_limit_exceeded',
  'mail_not_configured',
  /** Phone sign-in and SMS alerts: no way to send text messages is set up on this server. */
  'sms_not_configured',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export { marketUnavailableReason } from './unavailable-reasons';

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    /** A finer reason from the sign-in service, e.g. INVALID_EMAIL_OR_PASSWORD, for the web app to translate. */
    reason: z.string().optional(),
    /** Values for the reason's message in the reader's language, e.g. the product and how many are left. */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    requestId: z.string().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
