/**
 * How long an account counts as new. Signing up takes a minute and, while the market sends no mail, no address
 * one owns; a week is longer than a throwaway account is worth keeping for one product.
 */
export const newAccountDays = 7;

const msPerDay = 86_400_000;

export type AccountStanding = { createdAt: Date; emailVerified: boolean };

/** When an account stops being new by age alone. */
export function comesOfAgeAt(account: Pick<AccountStanding, 'createdAt'>): Date {
  return new Date(account.createdAt.getTime() + newAccountDays * msPerDay);
}

/**
 * A new account: signed up less than `newAccountDays` ago, or, where the market confirms accounts by mail, with
 * its address not confirmed yet. Its reviews wait before they count, and its reports hide nothing.
 */
export function isNewAccount(account: AccountStanding, { now, mailConfirmsAccounts }: { now: Date; mailConfirmsAccounts: boolean }): boolean {
  if (mailConfirmsAccounts && !account.emailVerified) return true;
  return now.getTime() < comesOfAgeAt(account).getTime();
}
