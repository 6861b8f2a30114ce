/** The locales as the locale dropdown shows them (SiteData.locales). */
import type { LocaleLink } from '../client/types.js';
import type { LocaleView } from './locale-view.js';

export function localeLinks(view: LocaleView): LocaleLink[] {
  return view.locales.map((l) => ({ name: l.name, label: l.label, htmlLang: l.htmlLang, baseUrl: l.baseUrl, current: l.name === view.locale.name }));
}
