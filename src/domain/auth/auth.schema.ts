import { z } from 'zod';
import { languages } from '../i18n/languages';
import { normalizeSriLankanMobile } from '../phone';
import { isStandInEmail, phoneCodeRules } from './phone-account';
import { sameSitePathSchema } from '../site/same-site-path';
import { requiredText, textInput } from '../text';

export const minPasswordLength = 6;
export const maxPasswordLength = 128;

// The stand-in address of an account made by phone (phone-account.ts) is no address anyone may type.
const email = z
  .email()
  .max(254)
  .refine((value) => !isStandInEmail(value), 'this address cannot be used');
const personName = requiredText(60);
// Passwords are only ever hashed, never stored as text, so any character may be in one.
const password = z.string().min(minPasswordLength).max(maxPasswordLength);
/** Where a link in an e-mail lands: a path on this site, never another site. */
const callbackURL = sameSitePathSchema.optional();

export const signUpSchema = z.strictObject({
  firstName: personName,
  lastName: personName,
  name: textInput().max(121).optional(),
  email,
  password,
  language: z.enum(languages).optional(),
  callbackURL,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.strictObject({
  email,
  password: z.string().min(1).max(maxPasswordLength),
  rememberMe: z.boolean().optional(),
  callbackURL,
});
export type SignInInput = z.infer<typeof signInSchema>;

/**
 * Sign-in and sign-up sent by the auth page as a plain form (the browser without JavaScript, or before the app
 * runs), by e-mail or by phone. Only its shape is checked here: the fields then go through the API's own schemas
 * (`signInSchema`, `signUpSchema`, `sendPhoneCodeSchema`, `verifyPhoneCodeSchema`), exactly as the app's own
 * requests do, so the rules and the messages are theirs.
 */
export const authFormSchema = z.discriminatedUnion('intent', [
  z.strictObject({ intent: z.literal('sign-in'), email: z.string().max(1000), password: z.string().max(1000) }),
  z.strictObject({
    intent: z.literal('sign-up'),
    firstName: z.string().max(1000),
    lastName: z.string().max(1000),
    email: z.string().max(1000),
    password: z.string().max(1000),
  }),
  z.strictObject({ intent: z.literal('phone-code'), phoneNumber: z.string().max(1000) }),
  z.strictObject({
    intent: z.literal('phone-verify'),
    phoneNumber: z.string().max(1000),
    code: z.string().max(1000),
    firstName: z.string().max(1000).optional(),
    lastName: z.string().max(1000).optional(),
  }),
]);
export type AuthFormInput = z.infer<typeof authFormSchema>;

/** A Sri Lankan mobile number as people write it (`077 123 4567`, `+94 77 123 4567`), taken in E.164. */
export const mobileNumberSchema = textInput()
  .max(30)
  .transform((value, context) => {
    const normalized = normalizeSriLankanMobile(value);
    if (normalized) return normalized;
    context.addIssue({ code: 'custom', message: 'must be a Sri Lankan mobile number, like 077 123 4567' });
    return z.NEVER;
  });

const phoneCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${phoneCodeRules.digits}}$`), `must be the ${phoneCodeRules.digits}-digit code from the text message`);

/** Asks for a code by SMS to sign in (or make an account) with a phone number. */
export const sendPhoneCodeSchema = z.strictObject({
  phoneNumber: mobileNumberSchema,
  language: z.enum(languages).optional(),
});

/**
 * The code typed back. A number without an account makes one, and needs the person's name: without it, a right code
 * is answered `name-needed` and stays valid for the same request with the name.
 */
export const verifyPhoneCodeSchema = z.strictObject({
  phoneNumber: mobileNumberSchema,
  code: phoneCode,
  firstName: personName.optional(),
  lastName: personName.optional(),
  language: z.enum(languages).optional(),
});
export type VerifyPhoneCodeInput = z.infer<typeof verifyPhoneCodeSchema>;

/** A signed-in account asks for a code to add a phone number, or to change its number to this one. */
export const sendAddNumberCodeSchema = z.strictObject({ phoneNumber: mobileNumberSchema });
export const verifyAddNumberCodeSchema = z.strictObject({ phoneNumber: mobileNumberSchema, code: phoneCode });

/**
 * An account made with a phone number asks for a link to an e-mail address, to sign in with it and a password too:
 * the link's page (the confirmation page) takes the password once the owner of the mailbox opens it.
 */
export const addEmailSchema = z.strictObject({ email });

/** The order alerts by SMS an account chooses (decision 055). */
export const smsAlertChoicesSchema = z.strictObject({
  /** A text for each new order to this seller (several within a few minutes as one). */
  newOrders: z.boolean(),
  /** A text when a seller confirms, delivers or cancels an item this buyer ordered. */
  orderUpdates: z.boolean(),
});
export type SmsAlertChoices = z.infer<typeof smsAlertChoicesSchema>;

/** The account's SMS settings as its settings page shows them. */
export type SmsSettingsView = SmsAlertChoices & {
  /** The confirmed number alerts go to; none yet: nothing is sent until one is added. */
  phoneNumber: string | null;
};

/** What asking for a code answers: when another may be asked for, and how long this one lasts. */
export type PhoneCodeSent = { resendAfterSeconds: number; expiresInSeconds: number };

export const requestPasswordResetSchema = z.strictObject({
  email,
  redirectTo: sameSitePathSchema.optional(),
});

/** The confirmation link in the sign-up e-mail. */
export const verifyEmailQuerySchema = z.object({
  token: z.string().min(1).max(4096),
  callbackURL,
});

/** The reset link in the e-mail; it is written with an empty callbackURL when none was asked for. */
export const resetPasswordLinkQuerySchema = z.object({
  callbackURL: z.union([z.literal(''), sameSitePathSchema]).optional(),
});

/** The confirmation page: the token from the mailed link, and the password the owner of the address chooses. */
export const confirmEmailSchema = z.strictObject({
  token: textInput().min(1).max(4096),
  password,
});

export const resetPasswordSchema = z.strictObject({
  newPassword: password,
  token: textInput().min(1).max(512),
});

// Sent with no body at all, the body is read as null; an empty object is the same request.
export const signOutSchema = z.strictObject({}).nullish();

export const updatePreferencesSchema = z.strictObject({
  language: z.enum(languages),
});

/** The signed-in user as the web app sees it. */
export const sessionUserSchema = z.object({
  id: z.string(),
  /** None for an account made with a phone number that has not added an address. */
  email: z.string().nullable(),
  /** E.164, once confirmed with a code. */
  phoneNumber: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.enum(languages),
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
