import { z } from 'zod';
import { districts } from '../catalog/districts';
import { phoneNumberInput, requiredText, textInput } from '../text';
import { nicProblem, normalizeNic } from './nic';

// A seller asks to be verified (their dashboard); an operator checks the NIC and calls the number, then approves or
// refuses with a reason (the console's Verification); a verified seller's cards, products and page say so, until an
// operator withdraws the verification with a reason (decision 064).

/** What the server says of each problem in its 400 (the web app reads it back to its own words for the problem). */
export const nicProblemMessages = {
  format: 'must be a NIC number: 9 digits and V or X, or 12 digits',
  birth_date: 'the date of birth in this NIC number is not possible',
  check_digit: 'this NIC number does not add up: check each digit',
} as const;

export const verificationRequestSchema = z.strictObject({
  /** As printed on the NIC. */
  fullName: requiredText(120),
  nic: textInput()
    .max(20)
    .transform((value, context) => {
      const nic = normalizeNic(value);
      const problem = nicProblem(nic, new Date());
      if (!problem) return nic;
      context.addIssue({ code: 'custom', message: nicProblemMessages[problem], params: { problem } });
      return z.NEVER;
    }),
  district: z.enum(districts),
  /** Where an operator can call them. */
  phoneNumber: phoneNumberInput(),
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;

/** `withdrawn`: approved once, then taken back by an operator; the seller may ask again. */
export const verificationStatuses = ['pending', 'approved', 'refused', 'withdrawn'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** Why an operator refuses, or withdraws a verification; `other` needs a few words. The seller reads the reason and the words. */
export const verificationRefusals = ['name_mismatch', 'nic_not_confirmed', 'unreachable', 'other'] as const;
export type VerificationRefusal = (typeof verificationRefusals)[number];

export const refuseVerificationInputSchema = z
  .strictObject({
    reason: z.enum(verificationRefusals),
    note: textInput().trim().max(500).optional(),
  })
  .refine((input) => input.reason !== 'other' || (input.note ?? '') !== '', { path: ['note'], message: 'say why, for “other”' });
export type RefuseVerificationInput = z.infer<typeof refuseVerificationInputSchema>;

/** Withdrawing a verification says why as a refusal does. */
export const withdrawVerificationInputSchema = refuseVerificationInputSchema;
export type WithdrawVerificationInput = RefuseVerificationInput;

/** The seller's own view: where their request stands (the NIC number is never sent back, not even to them). */
export const myVerificationSchema = z.object({
  status: z.enum(verificationStatuses).nullable(),
  requestedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  /** Why it was refused, or withdrawn. */
  refusal: z.object({ reason: z.enum(verificationRefusals), note: z.string().nullable() }).nullable(),
  /** Whether they may ask (again) now: not while a request waits or once verified. */
  mayAsk: z.boolean(),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

export const verificationQueueQuerySchema = z.strictObject({
  status: z.enum(verificationStatuses).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type VerificationQueueQuery = z.infer<typeof verificationQueueQuerySchema>;

export const verificationQueuePageSize = 25;

/** A request as operators see it: the NIC number in full, and any other account that gave the same one. */
export const verificationCaseSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  accountName: z.string(),
  fullName: z.string(),
  nic: z.string(),
  /** What the NIC number says of its holder, to set beside the person on the phone. */
  nicBirthDate: z.string(),
  district: z.enum(districts),
  phoneNumber: z.string(),
  status: z.enum(verificationStatuses),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  withdrawnBy: z.string().nullable(),
  /** Why it was refused, or withdrawn. */
  refusal: z.object({ reason: z.enum(verificationRefusals), note: z.string().nullable() }).nullable(),
  accountCreatedAt: z.string(),
  activeListings: z.number().int(),
  /** Other accounts whose requests gave the same NIC number: a person has one NIC. */
  sameNicAccounts: z.array(z.object({ id: z.string(), name: z.string(), status: z.enum(verificationStatuses) })),
  /** The account's own earlier requests that were refused or withdrawn, the latest first: why, and when. */
  earlier: z.array(
    z.object({
      status: z.enum(['refused', 'withdrawn']),
      at: z.string(),
      reason: z.enum(verificationRefusals).nullable(),
      note: z.string().nullable(),
    }),
  ),
});
export type VerificationCase = z.infer<typeof verificationCaseSchema>;

export const verificationQueuePageSchema = z.object({
  cases: z.array(verificationCaseSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  more: z.boolean(),
});
export type VerificationQueuePage = z.infer<typeof verificationQueuePageSchema>;
