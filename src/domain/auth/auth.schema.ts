import { z } from 'zod';
import { languages } from '../i18n/languages';
import { sameSitePathSchema } from '../site/same-site-path';
import { requiredText, textInput } from '../text';

export const minPasswordLength = 6;
export const maxPasswordLength = 128;

const email = z.email().max(254);
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
 * runs). Only its shape is checked here: the fields then go through `signInSchema` or `signUpSchema`, exactly as
 * the app's own requests do, so the rules and the messages are theirs.
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
]);
export type AuthFormInput = z.infer<typeof authFormSchema>;

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
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.enum(languages),
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
