import { z } from 'zod';
import { requiredText, textInput } from '../text';

/** Where the operators have a support message: new until answered; closed once nothing more is to be done. */
export const supportStates = ['new', 'answered', 'closed'] as const;
export type SupportState = (typeof supportStates)[number];

/**
 * What became of mailing a message to the support inbox, or an answer to its sender: taken by the mail server;
 * waiting for another try; given up on (the mail server never took it); or not mailed at all (mail is not set up).
 */
export const mailOutcomes = ['mailed', 'waiting', 'failed', 'not-mailed'] as const;
export type MailOutcome = (typeof mailOutcomes)[number];

/** Mailing an answer to its sender: one attempt, right after it is kept; `not-mailed` when mail was not set up then. */
export const answerMailStates = ['sending', 'mailed', 'failed', 'not-mailed', 'texted', 'not-texted'] as const;
export type AnswerMailState = (typeof answerMailStates)[number];

export const supportInboxPageSize = 25;
export const supportAnswerMaxLength = 5000;

export const supportInboxQuerySchema = z.strictObject({
  state: z.enum(supportStates).optional(),
  /** Words in the subject, the message, or the sender's name or address. */
  q: textInput().trim().min(1).max(100).optional(),
  /** Only the messages the asking operator took on. */
  mine: z.enum(['1']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type SupportInboxQuery = z.infer<typeof supportInboxQuerySchema>;

export const supportMessageIdParamsSchema = z.strictObject({ id: z.uuid() });

export const supportAnswerInputSchema = z.strictObject({ text: requiredText(supportAnswerMaxLength) });
export type SupportAnswerInput = z.infer<typeof supportAnswerInputSchema>;

const operatorSchema = z.object({ id: z.string(), name: z.string() });

export const supportInboxItemSchema = z.object({
  id: z.string(),
  at: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  state: z.enum(supportStates),
  /** Whether the sender was signed in when they wrote. */
  signedIn: z.boolean(),
  assignedTo: operatorSchema.nullable(),
  /** Mailing the message to the support inbox's address. */
  mail: z.enum(mailOutcomes),
  answers: z.number().int(),
});
export type SupportInboxItem = z.infer<typeof supportInboxItemSchema>;

export const supportInboxSchema = z.object({
  messages: z.array(supportInboxItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  more: z.boolean(),
});
export type SupportInbox = z.infer<typeof supportInboxSchema>;

export const supportAnswerSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** The operator who wrote it, as they were named then. */
  operatorName: z.string(),
  text: z.string(),
  /** Mailing the answer to the sender. */
  mail: z.enum(answerMailStates),
});
export type SupportAnswer = z.infer<typeof supportAnswerSchema>;

export const supportThreadSchema = z.object({
  message: supportInboxItemSchema.extend({ message: z.string(), language: z.string() }),
  answers: z.array(supportAnswerSchema),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;
