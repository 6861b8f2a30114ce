/** The locales as the locale dropdown shows them (SiteData.locales). */
import type { LocaleView } from './locale-view.js';

/** One locale of a translated site, as the locale dropdown shows it. */
export interface LocaleLink {
  name: string;
  label: string;
  /** `hreflang` and `lang` of its pages. */
  htmlLang: string;
  /** Its site's base URL (`/` for the default locale, `/fr/` for fr). */
  baseUrl: string;
  /** The locale of this page. */
  current: boolean;
}

export function localeLinks(view: LocaleView): LocaleLink[] {
  return view.locales.map((l) => ({ name: l.name, label: l.label, htmlLang: l.htmlLang, baseUrl: l.baseUrl, current: l.name === view.locale.name }));
}
