/**
 * Deterministic synthetic sites in Docusaurus conventions, for the
 * benchmark: docs in nested categories (headings, code in several
 * languages, tables, admonitions, cross links that resolve) and blog posts
 * with authors and tags. The same size always gives the same files.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A small seeded PRNG (mulberry32): reproducible, and fast. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  'token request server client header plugin option value route endpoint user login session cookie secret key payload claim expiry refresh revoke validate register delete password email code hook filter action setting default example response status error message field array object string number boolean query body method path version release update install configure enable disable protect allow deny list include return call send receive store read write check build page site theme content section'.split(
    ' ',
  );

/** Code samples; `N` and `W` are replaced per page, so no two pages share a block. */
const CODE: Record<string, string[]> = {
  bash: ['curl -X POST "https://example.com/wp-json/app/v1/W" \\', '  -H "Content-Type: application/json" \\', '  -d \'{"name": "W", "count": N}\''],
  js: [
    'const response = await fetch("/wp-json/app/v1/W", {',
    '  method: "POST",',
    '  headers: { "Content-Type": "application/json" },',
    '  body: JSON.stringify({ name: "W", count: N }),',
    '});',
    'console.log(await response.json());',
  ],
  php: ['<?php', '$items = get_option("app_W", []);', 'foreach ($items as $item) {', '    echo esc_html($item["W"]) . N . PHP_EOL;', '}'],
  json: ['{', '  "success": true,', '  "data": { "id": N, "name": "W", "tags": ["a", "b"] }', '}'],
  yaml: ['name: W', 'count: N', 'tags:', '  - a', '  - b'],
  python: ['import requests', '', 'r = requests.post("https://example.com/wp-json/app/v1/W", json={"name": "W", "n": N})', 'print(r.json())'],
};

function code(lang: string, n: number): string[] {
  return CODE[lang]!.map((line) => line.replaceAll('W', WORDS[n % WORDS.length]!).replaceAll('N', String(n)));
}
const LANGS = Object.keys(CODE);
const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger'];

export interface CorpusSize {
  docs: number;
  posts: number;
  /** Docs versions, the current one included (versions.json and versioned_docs/, Docusaurus's layout). @default 1 */
  versions?: number;
  /** Locales, the default first; every other one translates a share of the current docs (i18n/, Docusaurus's layout). */
  locales?: string[];
  /** The share of the current docs each locale after the first translates (the others fall back to the default locale's). @default 0.5 */
  translated?: number;
}

interface DocFile {
  file: string;
  title: string;
  headings: string[];
}

function sentence(rnd: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(rnd() * WORDS.length)]!);
  const text = out.join(' ');
  return text[0]!.toUpperCase() + text.slice(1) + '.';
}

function paragraph(rnd: () => number): string {
  const n = 2 + Math.floor(rnd() * 4);
  return Array.from({ length: n }, () => sentence(rnd, 8 + Math.floor(rnd() * 10))).join(' ');
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** Where each doc goes: 10 categories, 10 sub-categories each, pages spread over them. */
function layoutDocs(count: number): DocFile[] {
  const docs: DocFile[] = [];
  for (let i = 0; i < count; i++) {
    const cat = i % 10;
    const sub = Math.floor(i / 10) % 10;
    const title = `Topic ${i + 1}`;
    // Pages differ in length, like real docs: 3 to 6 sections.
    const headings = ['Overview', `Configure topic ${i + 1}`, 'Examples', 'Reference', 'Troubleshooting', 'Related'].slice(0, 3 + (i % 4));
    docs.push({
      file: `${String(cat + 1).padStart(2, '0')}-area-${cat + 1}/${String(sub + 1).padStart(2, '0')}-group-${sub + 1}/topic-${i + 1}.md`,
      title,
      headings,
    });
  }
  return docs;
}

function relativeLink(from: string, to: string): string {
  const a = from.split('/').slice(0, -1);
  const b = to.split('/');
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return [...a.slice(i).map(() => '..'), ...b.slice(i)].join('/') || to;
}

function docBody(doc: DocFile, index: number, docs: DocFile[], rnd: () => number): string {
  // The first page has a misspelt front matter key, so the build has a warning, as many real sites' do.
  const typo = index === 0 ? ['sidebar_lable: First'] : [];
  const lines = [
    '---',
    `title: ${doc.title}`,
    `sidebar_position: ${index % 50}`,
    ...typo,
    `description: Synthetic page ${index + 1} for the benchmark.`,
    '---',
    '',
    paragraph(rnd),
    '',
  ];
  doc.headings.forEach((heading, h) => {
    lines.push(`## ${heading}`, '', paragraph(rnd), '');
    if (h === 1) {
      const type = ADMONITIONS[index % ADMONITIONS.length]!;
      lines.push(`:::${type}`, paragraph(rnd), ':::', '');
    }
    if (h === 2) {
      const lang = LANGS[index % LANGS.length]!;
      const lang2 = LANGS[(index + 3) % LANGS.length]!;
      lines.push('```' + lang + ' title="example"', ...code(lang, index), '```', '', '### More', '', paragraph(rnd), '');
      if (index % 2 === 0) lines.push('```' + lang2, ...code(lang2, index + 1), '```', '');
    }
    // A table on every third page.
    if (h === 1 && index % 3 === 0) {
      lines.push('| Option | Type | Default | Meaning |', '|---|---|---|---|');
      for (let r = 0; r < 4; r++) lines.push(`| \`${WORDS[(index + r) % WORDS.length]}\` | string | \`${r}\` | ${sentence(rnd, 6)} |`);
      lines.push('');
    }
    if (h === 2) {
      const target = docs[(index * 7 + 3) % docs.length]!;
      const other = docs[(index * 13 + 5) % docs.length]!;
      lines.push(
        `See [${target.title}](${relativeLink(doc.file, target.file)}#${slug(target.headings[2]!)}) and [${other.title}](${relativeLink(doc.file, other.file)}).`,
        '',
      );
    }
  });
  return lines.join('\n');
}

/** A file of the corpus's content, its path relative to the site (`docs/…`, `blog/…`, `i18n/…`). */
export interface CorpusFile {
  file: string;
  text: string;
}

export function writeCorpus(dir: string, size: CorpusSize, themeDir: string): void {
  rmSync(dir, { recursive: true, force: true });
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  write(
    'site.config.ts',
    // No import: the config reads the same for an engine of another name (--engine, bench/run.ts).
    `export default {
  title: 'Bench',
  url: 'https://bench.example.com',
  theme: ${JSON.stringify(themeDir)},
  navbar: { title: 'Bench', items: [{ label: 'Docs', to: '/docs', position: 'left' }, { label: 'Blog', to: '/blog', position: 'left' }] },
  docs: { path: 'docs', routeBasePath: '/docs' },${i18nOption(size.locales)}
  blogs: [{ id: 'blog', path: 'blog', routeBasePath: '/blog', postsPerPage: 10, blogSidebarCount: 5, feed: { types: ['rss', 'atom'] } }],
};
`,
  );
  write(
    'content/pages/index.tsx',
    'export const head = { title: \'Bench\' };\nexport default function Home() { return <main id="main"><h1>Bench</h1></main>; }\n',
  );
  for (const { file, text } of corpusFiles(size)) write(file, text);
  writeVersions(dir, size.versions ?? 1);
}

/**
 * The corpus's docs, posts and their metadata in Docusaurus's layout, without a site config: what
 * `writeCorpus` writes for mysite, and what bench/peer-sites/ rewrite into each other tool's layout.
 */
export function corpusFiles(size: CorpusSize): CorpusFile[] {
  const files: CorpusFile[] = [];
  const write = (file: string, text: string) => files.push({ file, text });
  const rnd = random(size.docs * 7919 + size.posts);
  const docs = layoutDocs(size.docs);
  write('docs/intro.md', `---\nslug: /\ntitle: Introduction\nsidebar_position: 0\n---\n\n${paragraph(rnd)}\n`);
  for (let c = 1; c <= 10; c++) write(`docs/${String(c).padStart(2, '0')}-area-${c}/_category_.yml`, `label: Area ${c}\nposition: ${c}\n`);
  const bodies = docs.map((doc, i) => docBody(doc, i, docs, rnd));
  docs.forEach((doc, i) => write(`docs/${doc.file}`, bodies[i]!));
  for (const locale of size.locales?.slice(1) ?? []) {
    const folder = `i18n/${locale}/docusaurus-plugin-content-docs/current`;
    // Every n-th page translated (n = 2 for half of them); the others fall back to the default locale.
    const every = Math.round(1 / (size.translated ?? 0.5));
    docs.forEach((doc, i) => i % every === 0 && write(`${folder}/${doc.file}`, bodies[i]!.replace(/^# /m, `# (${locale}) `)));
  }
  const authors = Array.from(
    { length: 5 },
    (_, i) => `author${i + 1}:\n  name: Author ${i + 1}\n  title: Writer\n  url: https://example.com/a${i + 1}\n  page: true\n`,
  ).join('');
  const tags = Array.from(
    { length: 10 },
    (_, i) => `tag${i + 1}:\n  label: Tag ${i + 1}\n  permalink: /tag-${i + 1}\n  description: Posts about thing ${i + 1}\n`,
  ).join('');
  write('blog/authors.yml', authors);
  write('blog/tags.yml', tags);
  for (let p = 0; p < size.posts; p++) {
    const day = new Date(Date.UTC(2020, 0, 1) + p * 86400000).toISOString().slice(0, 10);
    const lang = LANGS[p % LANGS.length]!;
    write(
      `blog/${day}-post-${p + 1}.md`,
      [
        '---',
        `title: Post ${p + 1}`,
        `authors: [author${(p % 5) + 1}]`,
        `tags: [tag${(p % 10) + 1}, tag${((p + 3) % 10) + 1}]`,
        '---',
        '',
        paragraph(rnd),
        '',
        '<!-- truncate -->',
        '',
        '## Details',
        '',
        paragraph(rnd),
        '',
        '```' + lang,
        ...code(lang, p),
        '```',
        '',
        `Read [the docs](/docs) for more.`,
        '',
      ].join('\n'),
    );
  }
  return files;
}

/** The released versions, newest first, each a copy of the current docs. */
function writeVersions(dir: string, count: number): void {
  const released = Array.from({ length: count - 1 }, (_, i) => `${count - 1 - i}.0`);
  if (released.length === 0) return;
  writeFileSync(join(dir, 'versions.json'), JSON.stringify(released));
  for (const name of released) cpSync(join(dir, 'docs'), join(dir, `versioned_docs/version-${name}`), { recursive: true });
}

function i18nOption(locales: string[] | undefined): string {
  if (!locales || locales.length < 2) return '';
  return `\n  i18n: { defaultLocale: ${JSON.stringify(locales[0])}, locales: ${JSON.stringify(locales)} },`;
}
