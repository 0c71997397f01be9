import type { FormAnswer } from '@domain/site/page-render';

/**
 * What a form sent without the app was checked with, as far as the page may know it: the fields typed, and a
 * stand-in of the password's length (the password itself never comes back), so the form's own check of the
 * domain schema finds what the server's found and says it in the same words the app's check would.
 */
export function answeredInput(answer: FormAnswer): Record<string, string> {
  return { ...answer.values, email: (answer.values.email ?? '').trim(), password: '•'.repeat(answer.passwordLength ?? 0) };
}

/** Whether the server refused the form for its fields (a 400), which the form then marks one by one. */
export function refusedForFields(answer: FormAnswer | undefined): answer is FormAnswer {
  return answer?.refusal?.status === 400;
}
