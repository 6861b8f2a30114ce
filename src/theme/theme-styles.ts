/**
 * The stylesheet made from `theme.colors` and `theme.fonts`: CSS custom
 * properties any theme can read (the default theme does, with its own
 * values as fallbacks). Text shades are derived so links and labels in the
 * brand colour keep a 4.5:1 contrast (with a margin for tinted surfaces).
 *
 *   --mysite-primary           the brand colour (borders, accents), per mode
 *   --mysite-primary-text      the brand colour as text on the page background, per mode
 *   --mysite-primary-strong    a dark shade for fills under white text (light mode's text shade)
 *   --mysite-primary-contrast  text on a `--mysite-primary` fill (black or white), per mode
 *   --mysite-font-body, --mysite-font-heading, --mysite-font-code
 */
import type { ThemeOptions } from '../config/schema.js';
import { readableOn, textOn } from './contrast.js';

/** The page backgrounds text shades are checked against (the default theme's softest surfaces). */
const LIGHT_SURFACE = '#f6f8fa';
const DARK_SURFACE = '#242526';
/** 4.5:1 with a margin for tinted surfaces; brighter in dark mode, where a bare pass looks dull. */
const LIGHT_RATIO = 4.8;
const DARK_RATIO = 6.5;

function colorVariables(primary: string, surface: string, ratio: number): string[] {
  return [`--mysite-primary:${primary}`, `--mysite-primary-text:${readableOn(primary, surface, ratio)}`, `--mysite-primary-contrast:${textOn(primary)}`];
}

export function themeStylesheet(options: Pick<ThemeOptions, 'colors' | 'fonts'>): string {
  const rules: string[] = [];
  const root: string[] = [];
  const { colors, fonts } = options;
  if (colors?.primary) {
    root.push(
      ...colorVariables(colors.primary, LIGHT_SURFACE, LIGHT_RATIO),
      `--mysite-primary-strong:${readableOn(colors.primary, LIGHT_SURFACE, LIGHT_RATIO)}`,
    );
  }
  if (fonts?.body) root.push(`--mysite-font-body:${fonts.body}`);
  if (fonts?.heading ?? fonts?.body) root.push(`--mysite-font-heading:${fonts.heading ?? fonts.body}`);
  if (fonts?.code) root.push(`--mysite-font-code:${fonts.code}`);
  if (root.length) rules.push(`:root{${root.join(';')}}`);
  const dark = colors?.primaryDark ?? colors?.primary;
  // Screen only, like the theme's dark mode: a page always prints in light colours.
  if (dark) rules.push(`@media screen{html[data-theme='dark']{${colorVariables(dark, DARK_SURFACE, DARK_RATIO).join(';')}}}`);
  return rules.join('\n');
}
