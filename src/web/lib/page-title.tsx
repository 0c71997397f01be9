import { createContext, useContext, useLayoutEffect, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useLocation } from 'react-router';
import { pageHeadTitle } from '@domain/site/page-titles';
import { matchPage } from '@domain/site/pages';
import { useI18n } from './i18n';

/** What a page said about its title: what it shows (a product's title), or that it does not exist. */
type PageSubject = { pathname: string; subject: string | undefined; missing: boolean };

const SetSubjectContext = createContext<Dispatch<SetStateAction<PageSubject | undefined>>>(() => undefined);

/** What the page said about its subject while rendered on the server, for the head the server writes. */
export type RenderedSubject = { subject?: string | undefined };

/** Given only by the server's render (entry-server), where effects do not run. */
export const RenderedSubjectContext = createContext<RenderedSubject | null>(null);

/**
 * The one writer of the tab's title, for the pages inside it: the server's wording for the page at the
 * address (`pageHeadTitle`), in the reader's language, named after the page's subject once the page gives one.
 * Written before paint, so a page that names its subject (its effect runs first) never shows the generic
 * title in between, and neither does a language switch.
 */
export function DocumentTitle({ children }: { children: ReactNode }) {
  const { language } = useI18n();
  const { pathname } = useLocation();
  const [declared, setDeclared] = useState<PageSubject>();
  // Only the page at this address speaks for it: the next page may not have said anything yet.
  const current = declared?.pathname === pathname ? declared : undefined;
  const title = pageHeadTitle(current?.missing ? 'notFound' : matchPage(pathname).id, language, current?.subject);

  useLayoutEffect(() => {
    document.title = title;
  }, [title]);

  return <SetSubjectContext.Provider value={setDeclared}>{children}</SetSubjectContext.Provider>;
}

/**
 * Names the tab after what the page shows ("Fresh carrots | Govi Market"), or, when what it should show does
 * not exist, as the not-found page, as the server's head does. Pages without a subject need not call it.
 */
export function usePageTitle({ subject, missing = false }: { subject: string | undefined; missing?: boolean }) {
  const setDeclared = useContext(SetSubjectContext);
  const rendered = useContext(RenderedSubjectContext);
  const { pathname } = useLocation();
  // On the server there is no tab and no effect: the render notes the subject for the page's head instead.
  if (rendered && !missing) rendered.subject = subject;
  useLayoutEffect(() => {
    const mine = { pathname, subject, missing };
    setDeclared(mine);
    // Unless the next page has spoken already.
    return () => setDeclared((current) => (current === mine ? undefined : current));
  }, [setDeclared, pathname, subject, missing]);
}
