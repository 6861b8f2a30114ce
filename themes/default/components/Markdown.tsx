/** HTML compiled from Markdown at build time. */
import { usePage } from 'mysite-ssg/client';

/** `original`: the language of this text when it is not the page's (a post shown untranslated in a list). */
export function Markdown({ html, className = '', original }: { html: string; className?: string; original?: { lang: string; dir: 'ltr' | 'rtl' } }) {
  const language = useOriginalLanguage();
  return <div className={`markdown ${className}`.trim()} {...(original ?? language)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A page shown untranslated keeps its own language and direction (an English page in an Arabic site reads left to right). */
export function useOriginalLanguage(): { lang?: string; dir?: 'ltr' | 'rtl' } {
  const original = usePage().head.untranslated;
  return original ? { lang: original.lang, dir: original.dir } : {};
}
