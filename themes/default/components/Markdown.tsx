/** HTML compiled from Markdown at build time, and the language of texts not in the page's own. */
import type { ReactNode } from 'react';
import { type TextLanguage, usePage } from 'mysite-ssg/client';

/** `original`: the language of this text when it is not the page's (a post shown untranslated in a list). */
export function Markdown({ html, className = '', original }: { html: string; className?: string; original?: TextLanguage }) {
  const language = useOriginalLanguage();
  return <div className={`markdown ${className}`.trim()} {...(original ?? language)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A page shown untranslated keeps its own language and direction (an English page in an Arabic site reads left to right). */
export function useOriginalLanguage(): { lang?: string; dir?: 'ltr' | 'rtl' } {
  const original = usePage().head.untranslated;
  return original ? { lang: original.lang, dir: original.dir } : {};
}

/**
 * A text in another language than the page's (the title of a page shown untranslated, in a sidebar or a pager
 * of a translated page): marked inline, so it is isolated from the text around it (an English title's full stop
 * stays at its end in a right-to-left page) without changing how its line is aligned.
 */
export function InLanguage({ of, children }: { of?: TextLanguage; children: ReactNode }) {
  return of ? (
    <span lang={of.lang} dir={of.dir}>
      {children}
    </span>
  ) : (
    children
  );
}
