/** A small theme for the theme rules' tests: a layout and a public entry that both import two components. */
import { join } from 'node:path';
import type { ThemeFiles } from '../../../src/mdx/imports/theme-files.js';
import { RuleFolder } from './bundle-with.js';

export function themeFolder(extra: Record<string, string> = {}): { folder: RuleFolder; theme: ThemeFiles; file: (path: string) => string } {
  const folder = new RuleFolder({
    'theme/Layout.js': "import { Footer } from './Footer';\nimport { Banner } from './Banner.js';\nconsole.log(Footer(), Banner());\n",
    'theme/index.js': "export { Footer } from './Footer';\nexport { Banner } from './Banner';\n",
    'theme/Footer.js': "export function Footer() { return 'theme-footer'; }\nexport const footerNote = 'kept';\n",
    'theme/Banner.js': "export function Banner() { return 'theme-banner'; }\n",
    ...extra,
  });
  const file = (path: string) => join(folder.dir, path);
  return { folder, theme: { dir: file('theme'), publicEntry: file('theme/index.js') }, file };
}
