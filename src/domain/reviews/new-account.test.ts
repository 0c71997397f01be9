import { describe, expect, it } from 'vitest';
import { comesOfAgeAt, defaultNewAccountDays, isNewAccount } from './new-account';

const now = new Date('2026-11-26T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('isNewAccount', () => {
  it.each([
    { case: 'signed up a minute ago', createdAt: new Date(now.getTime() - 60_000), verified: false, mail: false, days: 7, isNew: true },
    { case: 'six days old', createdAt: daysAgo(6), verified: false, mail: false, days: 7, isNew: true },
    {
      case: 'a second short of a week',
      createdAt: new Date(daysAgo(7).getTime() + 1000),
      verified: true,
      mail: false,
      days: 7,
      isNew: true,
    },
    { case: 'exactly a week old', createdAt: daysAgo(7), verified: false, mail: false, days: 7, isNew: false },
    { case: 'a year old, mail off', createdAt: daysAgo(365), verified: false, mail: false, days: 7, isNew: false },
    { case: 'a year old, address confirmed', createdAt: daysAgo(365), verified: true, mail: true, days: 7, isNew: false },
    { case: 'a year old, unconfirmed where mail confirms', createdAt: daysAgo(365), verified: false, mail: true, days: 7, isNew: true },
    { case: 'a day old, address confirmed', createdAt: daysAgo(1), verified: true, mail: true, days: 7, isNew: true },
    {
      case: 'a minute old, where no age is asked',
      createdAt: new Date(now.getTime() - 60_000),
      verified: false,
      mail: false,
      days: 0,
      isNew: false,
    },
    { case: 'twenty days old, where a month is asked', createdAt: daysAgo(20), verified: true, mail: false, days: 30, isNew: true },
  ])('$case: new is $isNew', ({ createdAt, verified, mail, days, isNew }) => {
    expect(isNewAccount({ createdAt, confirmed: verified }, now, { newAccountDays: days, mailConfirmsAccounts: mail })).toBe(isNew);
  });

  it('comes of age the given days after signing up, a week unless told', () => {
    expect(defaultNewAccountDays).toBe(7);
    expect(comesOfAgeAt({ createdAt: daysAgo(2) }, defaultNewAccountDays)).toEqual(new Date(now.getTime() + 5 * 86_400_000));
  });
});
