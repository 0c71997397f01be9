import { createContext, useContext } from 'react';
import type { FormAnswer } from '@domain/site/page-render';

/**
 * How the server answered a form the page sent without the app (the auth page's sign-in and sign-up): the same
 * on the server that renders the answer and in the browser that hydrates it, so the form shows what was typed
 * and why it was refused.
 */
export const FormAnswerContext = createContext<FormAnswer | undefined>(undefined);

/** The server's answer to this form when the page is that answer; undefined otherwise. */
export function useFormAnswer(form: FormAnswer['form']): FormAnswer | undefined {
  const answer = useContext(FormAnswerContext);
  return answer?.form === form ? answer : undefined;
}
