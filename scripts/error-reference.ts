/**
 * Writes docs/ERRORS.md, the list of every problem mysite reports, from the
 * catalogue (src/core/error-catalogue.ts). A test compares the file with a
 * fresh run, so the list cannot drift from the code.
 *
 *   node lib/scripts/error-reference.js        rewrites docs/ERRORS.md
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CATALOGUE, errorAnchor, type CatalogueEntry, type ErrorCode } from '../src/core/error-catalogue.js';

const ROOT = join(fileURLToPath(import.meta.url), '../../..');
export const ERRORS_FILE = join(ROOT, 'docs/ERRORS.md');

const AREAS: Record<string, string> = {
  config: 'site.config.ts',
  content: 'Content files and routes',
  'front-matter': 'Front matter',
  markdown: 'Markdown',
  docs: 'Docs',
  blog: 'Blogs',
  api: 'The API reference (OpenAPI)',
  plugin: "The site's own plugins",
  theme: 'Themes',
  render: 'Rendering',
  links: 'Links',
  build: 'The output folder',
  output: 'The output folder',
  'check-links': 'mysite check-links',
  serve: 'mysite serve',
  init: 'mysite init',
  fs: 'The machine (files and disks)',
  internal: 'Bugs in mysite',
};

export function errorReference(): string {
  const out = [
    '# Errors and warnings',
    '',
    '<!-- Generated from src/core/error-catalogue.ts by `npm run docs:errors`; do not edit by hand. -->',
    '',
    'Every problem mysite reports has a code, shown in brackets after the message',
    '(`content/docs/intro.md:8:1  Image not found: ./img/chart.png  [content/missing-image]`).',
    'Errors stop the build (exit code 1) and leave the output folder as it was; warnings',
    'are printed and the build goes on. The message names the file, line and column',
    'where they are known, and the line after it (→) says what to do.',
    '',
  ];
  let area = '';
  for (const [code, entry] of Object.entries(ERROR_CATALOGUE) as [ErrorCode, CatalogueEntry][]) {
    const heading = AREAS[code.split('/')[0]!] ?? code.split('/')[0]!;
    if (heading !== area) {
      area = heading;
      out.push(`## ${heading}`, '');
    }
    out.push(`<a id="${errorAnchor(code)}"></a>`, `- **\`${code}\`** (${entry.severity}): ${entry.title}.${entry.hint ? ` ${entry.hint}` : ''}`, '');
  }
  return out.join('\n').replace(/\n+$/, '\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(ERRORS_FILE, errorReference());
  console.log(`Wrote ${ERRORS_FILE}`);
}
