/**
 * How long an account counts as new unless the operator says otherwise (NEW_ACCOUNT_DAYS). Signing up takes a
 * minute and, while the market sends no mail, no address one owns; a week is longer than a throwaway account is
 * worth keeping for one product.
 */
export const defaultNewAccountDays = 7;

const msPerDay = 86_400_000;

/** `confirmed`: its owner has proved they hold its e-mail address or its phone number. */
export type AccountStanding = { createdAt: Date; confirmed: boolean };

export type NewAccountRule = {
  /** Days an account stays new after signing up; 0: never new by age. */
  newAccountDays: number;
  /** The market confirms accounts by mail: an unconfirmed one is new however old (one made by phone is confirmed). */
  mailConfirmsAccounts: boolean;
};

/** When an account stops being new by age alone. */
export function comesOfAgeAt(account: Pick<AccountStanding, 'createdAt'>, newAccountDays: number): Date {
  return new Date(account.createdAt.getTime() + newAccountDays * msPerDay);
}

/**
 * A new account: signed up less than `newAccountDays` ago, or, where the market confirms accounts by mail, with
 * neither its address nor a phone number confirmed yet. Its reviews wait before they count, and its reports hide nothing.
 */
export function isNewAccount(account: AccountStanding, now: Date, { newAccountDays, mailConfirmsAccounts }: NewAccountRule): boolean {
  if (mailConfirmsAccounts && !account.confirmed) return true;
  return now.getTime() < comesOfAgeAt(account, newAccountDays).getTime();
}
