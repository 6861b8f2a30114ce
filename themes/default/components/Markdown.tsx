/** HTML compiled from Markdown at build time. */
import { usePage } from 'mysite-ssg/client';

export function Markdown({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`markdown ${className}`.trim()} {...useOriginalLanguage()} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A page shown untranslated keeps its own language and direction (an English page in an Arabic site reads left to right). */
export function useOriginalLanguage(): { lang?: string; dir?: 'ltr' | 'rtl' } {
  const original = usePage().head.untranslated;
  return original ? { lang: original.lang, dir: original.dir } : {};
}
