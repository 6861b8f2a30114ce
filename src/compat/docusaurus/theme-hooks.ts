/**
 * The hooks of `@docusaurus/theme-common` that mean the same in mysite:
 *
 * - `useThemeConfig()`: `siteConfig.themeConfig` (mdx/docusaurus-data.ts);
 * - `usePluralForm()`: `selectMessage(count, 'one|other')`, the message of
 *   the plural form of `count` in the page's locale (plural-form.ts);
 * - `useWindowSize()`: `'desktop'` or `'mobile'` at Docusaurus's breakpoint
 *   (996px), `'ssr'` on the server and until the page hydrates.
 */
import siteConfig from '@generated/docusaurus.config';
import i18n from '@generated/i18n';
import { useEffect, useState } from 'react';
import { pluralMessage } from './plural-form.js';

export function useThemeConfig(): Record<string, unknown> {
  return siteConfig.themeConfig;
}

export function usePluralForm() {
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return { selectMessage: (count: number, message: string) => pluralMessage(locale, count, message) };
}

export const DESKTOP_THRESHOLD = 996;

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

function sizeNow(desktopThreshold: number): WindowSize {
  return window.innerWidth > desktopThreshold ? 'desktop' : 'mobile';
}

export function useWindowSize({ desktopThreshold = DESKTOP_THRESHOLD }: { desktopThreshold?: number } = {}): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setSize(sizeNow(desktopThreshold));
    update();
    addEventListener('resize', update);
    return () => removeEventListener('resize', update);
  }, [desktopThreshold]);
  return size;
}
