import { z } from 'zod';
import { languages } from '../i18n/languages';
import { requiredText, textInput } from '../text';

export const minPasswordLength = 6;
export const maxPasswordLength = 128;

const email = z.email().max(254);
const personName = requiredText(60);
// Passwords are only ever hashed, never stored as text, so any character may be in one.
const password = z.string().min(minPasswordLength).max(maxPasswordLength);
/** Where a link in an e-mail lands: a path on this site, never another site. */
const sameSitePath = textInput()
  .max(2048)
  .refine((value) => safeRedirectTarget(value) === value, 'must be a path on this site');
const callbackURL = sameSitePath.optional();

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

export const requestPasswordResetSchema = z.strictObject({
  email,
  redirectTo: sameSitePath.optional(),
});

export const resetPasswordSchema = z.strictObject({
  newPassword: password,
  token: textInput().min(1).max(512),
});

export const signOutSchema = z.strictObject({}).optional();

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

/**
 * Where to send the browser after signing in. Only same-site paths are allowed, so a
 * crafted `?redirect=https://evil.example` link cannot turn the sign-in page into an open redirect.
 */
export function safeRedirectTarget(redirect: string | null | undefined): string {
  // Browsers drop tabs and newlines from URLs, so "/\t/evil.example" would become "//evil.example".
  if (!redirect || !redirect.startsWith('/') || /[\s\\]|[\u0000-\u001f\u007f]/.test(redirect)) return '/';
  const base = 'http://same.invalid';
  const url = new URL(redirect, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
}
