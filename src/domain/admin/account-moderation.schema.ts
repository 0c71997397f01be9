import { z } from 'zod';
import { districts } from '../catalog/districts';
import { textInput } from '../text';

// The operators' side of accounts (the console's Accounts): any account found by name, e-mail address, phone number
// or district; suspended with a reason, for some days or until lifted; lifted (decision 063).

/** Why an operator suspends an account; `other` needs a few words. The account's holder reads the reason and the words. */
export const suspensionReasons = ['fraud', 'prohibited_items', 'abuse', 'fake_reviews', 'other'] as const;
export type SuspensionReason = (typeof suspensionReasons)[number];

export const suspensionNoteMaxLength = 500;
export const suspensionMaxDays = 365;

export const suspendAccountInputSchema = z
  .strictObject({
    reason: z.enum(suspensionReasons),
    note: textInput().trim().max(suspensionNoteMaxLength).optional(),
    /** How many days; null: until an operator lifts it. */
    days: z.number().int().min(1).max(suspensionMaxDays).nullable(),
  })
  .refine((input) => input.reason !== 'other' || (input.note ?? '') !== '', { path: ['note'], message: 'say why, for “other”' });
export type SuspendAccountInput = z.infer<typeof suspendAccountInputSchema>;

/** `suspended`: only accounts suspended now. */
export const accountFilters = ['suspended'] as const;

export const moderatedAccountsQuerySchema = z.strictObject({
  /** Words of the name, an e-mail address or part of one, a phone number (any Sri Lankan way of writing it), or an account's id. */
  q: textInput().trim().min(1).max(100).optional(),
  /** Accounts that deliver to, or sell from, this district. */
  district: z.enum(districts).optional(),
  show: z.enum(accountFilters).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ModeratedAccountsQuery = z.infer<typeof moderatedAccountsQuerySchema>;

export const moderatedAccountsPageSize = 25;

/** A suspension in force: why, since when and until when (null: until lifted). */
export const suspensionSchema = z.object({
  reason: z.enum(suspensionReasons),
  note: z.string().nullable(),
  since: z.string(),
  until: z.string().nullable(),
});
export type Suspension = z.infer<typeof suspensionSchema>;

export const moderatedAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null for an account made by phone (its stand-in address is nobody's). */
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** The holder has confirmed their address or number. */
  confirmed: z.boolean(),
  createdAt: z.string(),
  /** Where they deliver to or sell from, most recent first. */
  districts: z.array(z.enum(districts)),
  activeListings: z.number().int(),
  orders: z.number().int(),
  isOperator: z.boolean(),
  verifiedSeller: z.boolean(),
  suspension: suspensionSchema.nullable(),
});
export type ModeratedAccount = z.infer<typeof moderatedAccountSchema>;

export const moderatedAccountsPageSchema = z.object({
  accounts: z.array(moderatedAccountSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  more: z.boolean(),
});
export type ModeratedAccountsPage = z.infer<typeof moderatedAccountsPageSchema>;

/** What a suspension did at once: how many sessions, listings and open order items it ended. */
export const suspensionOutcomeSchema = z.object({
  account: moderatedAccountSchema,
  sessionsEnded: z.number().int(),
  listingsHidden: z.number().int(),
  orderItemsCancelled: z.number().int(),
});
export type SuspensionOutcome = z.infer<typeof suspensionOutcomeSchema>;

/** The reason sign-in gives for refusing a suspended account, with `params` saying why and until when. */
export const accountSuspendedReason = 'ACCOUNT_SUSPENDED';
