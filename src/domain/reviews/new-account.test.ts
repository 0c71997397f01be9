import { describe, expect, it } from 'vitest';
import { comesOfAgeAt, isNewAccount, newAccountDays } from './new-account';

const now = new Date('2026-11-26T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('isNewAccount', () => {
  it.each([
    { case: 'signed up a minute ago', createdAt: new Date(now.getTime() - 60_000), emailVerified: false, mail: false, isNew: true },
    { case: 'six days old', createdAt: daysAgo(6), emailVerified: false, mail: false, isNew: true },
    { case: 'a second short of a week', createdAt: new Date(daysAgo(7).getTime() + 1000), emailVerified: true, mail: false, isNew: true },
    { case: 'exactly a week old', createdAt: daysAgo(7), emailVerified: false, mail: false, isNew: false },
    { case: 'a year old, mail off', createdAt: daysAgo(365), emailVerified: false, mail: false, isNew: false },
    { case: 'a year old, address confirmed', createdAt: daysAgo(365), emailVerified: true, mail: true, isNew: false },
    { case: 'a year old, address unconfirmed where mail confirms', createdAt: daysAgo(365), emailVerified: false, mail: true, isNew: true },
    { case: 'a day old, address confirmed', createdAt: daysAgo(1), emailVerified: true, mail: true, isNew: true },
  ])('$case: new is $isNew', ({ createdAt, emailVerified, mail, isNew }) => {
    expect(isNewAccount({ createdAt, emailVerified }, { now, mailConfirmsAccounts: mail })).toBe(isNew);
  });

  it('comes of age newAccountDays after signing up', () => {
    expect(newAccountDays).toBe(7);
    expect(comesOfAgeAt({ createdAt: daysAgo(2) })).toEqual(new Date(now.getTime() + 5 * 86_400_000));
  });
});
