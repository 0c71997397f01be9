import { useEffect } from 'react';
import { pageTitle } from '@domain/site/pages';
import { useI18n } from '@web/lib/i18n';

/**
 * Names the tab after what is shown ("Fresh carrots | Govi Market"). The layout writes the generic
 * title for the page in its own effect, which runs after this one (parents after children), so this
 * one waits a tick to have the last word, also after a change of language.
 */
export function useDocumentTitle(title: string | undefined) {
  const { language } = useI18n();
  useEffect(() => {
    if (!title) return;
    const timer = setTimeout(() => {
      document.title = pageTitle(title);
    });
    return () => clearTimeout(timer);
  }, [title, language]);
}
