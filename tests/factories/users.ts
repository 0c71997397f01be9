import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defaultNewAccountDays } from '@domain/reviews/new-account';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/auth';
import { testOrigin } from '../setup/test-app';

let sequence = 0;

export type TestUser = { id: string; email: string; password: string; cookie: string };

export function newUserInput(overrides: Partial<Record<'firstName' | 'lastName' | 'email' | 'password', string>> = {}) {
  sequence += 1;
  return {
    firstName: 'Kamala',
    lastName: 'Perera',
    email: `user${sequence}.${Date.now()}@example.lk`,
    password: 'secret1',
    ...overrides,
  };
}

/** The session cookie pair from a response, ready to send back as a Cookie header. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Signs a new user up through the API (mail off, so the session comes back at once). */
export async function createUser(app: FastifyInstance, overrides: Parameters<typeof newUserInput>[0] = {}) {
  const input = newUserInput(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: testOrigin },
    payload: input,
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ user: { id: string } }>();
  return { id: body.user.id, email: input.email, password: input.password, cookie: cookieFrom(response.headers['set-cookie']) };
}

/**
 * Dates the account's sign-up back `days` (a week and a day unless told): it is no longer new, so its reviews are
 * published at once and its reports count (domain/reviews/new-account.ts).
 */
export async function backdateAccount(db: Db, user: { id: string }, days = defaultNewAccountDays + 1): Promise<void> {
  await db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(users.id, user.id));
}

/**
 * Accounts written straight to a database no app has open (a data directory a command is tested on): they cannot sign
 * in. `confirmed` marks the address as its owner would by the mail's link.
 */
export async function insertAccounts(db: Db, people: { firstName: string; lastName: string; email: string; confirmed?: boolean }[]) {
  await db.insert(users).values(
    people.map(({ confirmed = false, ...person }) => ({
      ...person,
      id: randomUUID(),
      name: `${person.firstName} ${person.lastName}`,
      emailVerified: confirmed,
    })),
  );
}

/** Gives the account a mobile number its owner has confirmed, as the code by SMS on Account Settings does. */
export async function confirmPhoneOf(db: Db, user: { id: string }, phoneNumber: string): Promise<void> {
  await db.update(users).set({ phoneNumber, phoneNumberVerified: true }).where(eq(users.id, user.id));
}

/**
 * Signs a new user up where mail is on (sign-up then waits for the mailed link), marks the address confirmed as the
 * link would, and signs in: a session, as a person who followed their mail has.
 */
export async function createConfirmedUser(app: FastifyInstance, db: Db, overrides: Parameters<typeof newUserInput>[0] = {}) {
  const input = newUserInput(overrides);
  const headers = { origin: testOrigin };
  const signUp = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers, payload: input });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const id = signUp.json<{ user: { id: string } }>().user.id;
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, id));
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers,
    payload: { email: input.email, password: input.password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  return { id, email: input.email, password: input.password, cookie: cookieFrom(signIn.headers['set-cookie']) };
}
