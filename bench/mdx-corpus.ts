/**
 * The sites of the `mdx` bench size: N Markdown pages against N MDX pages of
 * the same length (what an MDX page with components costs), and a page with
 * one interactive island against the same page with a static component (what
 * an island adds to first-load JS). Each MDX page imports a site component
 * (`@site/src/components/Note`), uses a global one (`Highlight`, from
 * `src/theme/MDXComponents.js` as Docusaurus registers them) and
 * `@theme/Tabs`/`TabItem`; its Markdown twin says the same with an
 * admonition, `::::tabs` and bold text, then is padded with words to the MDX
 * file's byte length. The same N always gives the same files.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const WORDS = 'token request server client header plugin option value route endpoint user login session cookie secret key payload claim'.split(' ');

/** Deterministic prose: page `page`, paragraph `n`. */
function paragraph(page: number, n: number): string {
  const words = Array.from({ length: 40 + ((page + n) % 20) }, (_, i) => WORDS[(page * 31 + n * 7 + i * 3) % WORDS.length]!);
  return `${words.join(' ')}.`;
}

function front(page: number): string[] {
  return ['---', `title: Page ${page + 1}`, `description: Page ${page + 1} of the MDX bench.`, '---', ''];
}

/** An MDX page: a site component, a global component and the Docusaurus tabs. */
export function mdxPage(page: number): string {
  return [
    ...front(page),
    "import Note from '@site/src/components/Note';",
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    paragraph(page, 0),
    '',
    '## Setup',
    '',
    '<Note title="Before you start">',
    '',
    paragraph(page, 1),
    '',
    '</Note>',
    '',
    '<Tabs groupId="os">',
    '<TabItem value="linux" label="Linux">',
    '',
    paragraph(page, 2),
    '',
    '</TabItem>',
    '<TabItem value="mac" label="macOS">',
    '',
    paragraph(page, 3),
    '',
    '</TabItem>',
    '</Tabs>',
    '',
    '## Reference',
    '',
    `<Highlight>${WORDS[page % WORDS.length]}</Highlight> ${paragraph(page, 4)}`,
    '',
    '```js title="example.js"',
    `const page = ${page};`,
    '```',
    '',
  ].join('\n');
}

/** The same text in Markdown, padded with words to `length` bytes. */
export function markdownPage(page: number, length: number): string {
  const text = [
    ...front(page),
    paragraph(page, 0),
    '',
    '## Setup',
    '',
    ':::note[Before you start]',
    paragraph(page, 1),
    ':::',
    '',
    '::::tabs{groupId="os"}',
    ':::tab{label="Linux"}',
    paragraph(page, 2),
    ':::',
    ':::tab{label="macOS"}',
    paragraph(page, 3),
    ':::',
    '::::',
    '',
    '## Reference',
    '',
    `**${WORDS[page % WORDS.length]}** ${paragraph(page, 4)}`,
    '',
    '```js title="example.js"',
    `const page = ${page};`,
    '```',
    '',
  ].join('\n');
  // The padding line and its ending: a newline, the words, '.\n'.
  const words = length - Buffer.byteLength(text) - 3;
  if (words <= 0) return text;
  return `${text}\n${paragraph(page, 5)
    .repeat(Math.ceil(words / 40) + 1)
    .slice(0, words)}.\n`;
}

const COMPONENTS: Record<string, string> = {
  'src/components/Note.jsx':
    'export default function Note({ title, children }) {\n  return <aside className="bench-note"><strong>{title}</strong>{children}</aside>;\n}\n',
  'src/components/Highlight.jsx': 'export default function Highlight({ children }) {\n  return <mark className="bench-highlight">{children}</mark>;\n}\n',
  'src/theme/MDXComponents.js':
    "import MDXComponents from '@theme-original/MDXComponents';\nimport Highlight from '@site/src/components/Highlight';\n\nexport default { ...MDXComponents, Highlight };\n",
  // The island and its static twin render the same markup; only one keeps state and handles a click.
  'src/components/Counter.jsx':
    'import { useState } from \'react\';\n\nexport default function Counter({ start }) {\n  const [count, setCount] = useState(start);\n  return <button type="button" className="bench-counter" onClick={() => setCount(count + 1)}>Clicked {count} times</button>;\n}\n',
  'src/components/StaticCounter.jsx':
    'export default function StaticCounter({ start }) {\n  return <button type="button" className="bench-counter">Clicked {start} times</button>;\n}\n',
};

function writeSite(dir: string, themeDir: string, files: Record<string, string>): void {
  rmSync(dir, { recursive: true, force: true });
  const all: Record<string, string> = {
    'site.config.ts': `import { defineConfig } from 'mysite-ssg';
export default defineConfig({
  title: 'MDX bench',
  url: 'https://bench.example.com',
  theme: ${JSON.stringify(themeDir)},
  docs: { path: 'docs', routeBasePath: '/docs' },
});
`,
    'content/pages/index.tsx':
      'export const head = { title: \'MDX bench\' };\nexport default function Home() { return <main id="main"><h1>MDX bench</h1></main>; }\n',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
}

/** The docs of a site of `pages` MDX or Markdown pages (each Markdown page as long as its MDX twin). */
function pagesOf(kind: 'markdown' | 'mdx', pages: number): Record<string, string> {
  const files: Record<string, string> = {};
  for (let p = 0; p < pages; p++) {
    const mdx = mdxPage(p);
    files[`docs/page-${p + 1}.${kind === 'mdx' ? 'mdx' : 'md'}`] = kind === 'mdx' ? mdx : markdownPage(p, Buffer.byteLength(mdx));
  }
  return files;
}

export function writeMdxBenchSite(dir: string, kind: 'markdown' | 'mdx', pages: number, themeDir: string): void {
  writeSite(dir, themeDir, { ...(kind === 'mdx' ? COMPONENTS : {}), ...pagesOf(kind, pages) });
}

/** The island pair: `docs/island` shows `<Counter>` (state and a click), `docs/static` its static twin; otherwise the same page. */
export function writeIslandSite(dir: string, themeDir: string): void {
  const page = (component: string) =>
    `---\ntitle: Counter\n---\nimport ${component} from '@site/src/components/${component}';\n\n${paragraph(0, 0)}\n\n<${component} start={3} />\n`;
  writeSite(dir, themeDir, { ...COMPONENTS, 'docs/island.mdx': page('Counter'), 'docs/static.mdx': page('StaticCounter') });
}

/** The built pages of the island pair, within dist/. */
export const ISLAND_PAGES = { island: 'docs/island.html', static: 'docs/static.html' };
