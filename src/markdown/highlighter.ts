/**
 * The one syntax highlighter of a process (Shiki's core, its JavaScript
 * engine and its precompiled grammars: not the `shiki` package, whose other
 * grammars and themes are never read), created on first use and loading
 * only the grammars that pages actually use. Tokens are coloured
 * with CSS variables (`--shiki-token-keyword`…) that the theme sets for
 * light and dark mode: one tokenising pass serves both modes (a two-theme
 * pass tokenises twice), and highlighting costs no client script. Tokens
 * carry short classes rather than inline styles (token-classes.ts).
 */
import type { Element, Root } from 'hast';
import type { HighlighterCore, LanguageRegistration, ShikiTransformer } from '@shikijs/core';
import { memoizeLines } from './line-memo.js';
import { classifyTokens } from './token-classes.js';

const THEME = 'css-variables';

/** Languages that need no grammar: shown as plain text without a warning. */
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', '']);

type Highlighter = HighlighterCore;
let highlighter: Promise<Highlighter> | undefined;
/** Fence language (lower case) → grammar id: the ids at first, each alias once it has been looked up. */
let grammarIds: Map<string, string> | undefined;
/** The grammars' other names (`bash`, `ts`…): each is a module of the grammar it names. */
let aliasNames: Set<string> | undefined;

async function getHighlighter(): Promise<Highlighter> {
  highlighter ??= (async () => {
    const [core, { createJavaScriptRawEngine }, grammars] = await Promise.all([
      import('@shikijs/core'),
      import('@shikijs/engine-javascript'),
      import('@shikijs/langs-precompiled'),
    ]);
    grammarIds = new Map(grammars.languageNames.map((id) => [id.toLowerCase(), id]));
    aliasNames = new Set(grammars.languageAliasNames.map((name) => name.toLowerCase()));
    return core.createHighlighterCore({
      themes: [core.createCssVariablesTheme({ name: THEME, variablePrefix: '--shiki-', fontStyle: true })],
      langs: [],
      // Grammars precompiled to JavaScript regexes: nothing to convert or load (no WebAssembly).
      engine: createJavaScriptRawEngine(),
    });
  })();
  return highlighter;
}

/**
 * Names that Docusaurus sites write for Prism and Shiki does not know, by
 * the Shiki language that reads them best (`text`: shown plain, no warning).
 */
const OTHER_NAMES: Record<string, string> = {
  gradle: 'groovy',
  conf: 'ini',
  cfg: 'ini',
  config: 'ini',
  editorconfig: 'ini',
  env: 'dotenv',
  output: 'text',
  'console-output': 'text',
  none: 'text',
  'shell-session': 'shellsession',
  'sh-session': 'shellsession',
  markup: 'html',
  svg: 'xml',
  mathml: 'xml',
  ssml: 'xml',
  atom: 'xml',
  rss: 'xml',
  webmanifest: 'json',
  jsonp: 'json',
  dotnet: 'csharp',
  gawk: 'awk',
  apacheconf: 'apache',
  htaccess: 'apache',
  django: 'jinja',
  jinja2: 'jinja',
  mustache: 'handlebars',
  mysql: 'sql',
  patch: 'diff',
  // Aliases Shiki lists that are no module name of its precompiled grammars.
  'c++': 'cpp',
  'c#': 'csharp',
  'f#': 'fsharp',
  文言: 'wenyan',
};

/** The grammar id for a fence language, `null` for plain text, `undefined` if unknown. */
export async function resolveLanguage(lang: string): Promise<string | null | undefined> {
  const written = lang.toLowerCase();
  const name = OTHER_NAMES[written] ?? written;
  if (PLAIN.has(name)) return null;
  await getHighlighter();
  const id = grammarIds!.get(name);
  if (id !== undefined || !aliasNames!.has(name)) return id;
  // An alias's module is its grammar's (the grammars it embeds first, its own last).
  const grammar = (await importGrammar(name)).at(-1)!;
  grammarIds!.set(name, grammar.name);
  return grammar.name;
}

async function importGrammar(name: string): Promise<LanguageRegistration[]> {
  return (await import(`@shikijs/langs-precompiled/${name}`)).default;
}

async function loadLanguages(ids: Iterable<string>): Promise<void> {
  const h = await getHighlighter();
  const wanted = [...new Set(ids)];
  const missing = wanted.filter((id) => !h.getLoadedLanguages().includes(id));
  const grammars = await Promise.all(missing.map(importGrammar));
  if (grammars.length > 0) await h.loadLanguage(...grammars.flat());
  for (const id of wanted) memoizeLines(h.getLanguage(id));
}

export interface HighlightOptions {
  /** 1-based line numbers to mark. */
  highlightLines: Set<number>;
  /** Numbered lines (`showLineNumbers`): each line keeps its element for the number. */
  lineNumbers?: boolean;
}

/** Recently highlighted blocks: sites repeat snippets (the same request in several pages or tabs). */
const memo = new Map<string, Element>();
const MEMO_SIZE = 500;

/** Highlights code into a `<pre>` element (a fresh copy: callers may change it); the language must be loaded. */
export function highlightToHast(code: string, lang: string | null, options: HighlightOptions): Element {
  const key = `${lang}\0${[...options.highlightLines].join(',')}\0${options.lineNumbers === true}\0${code}`;
  let pre = memo.get(key);
  if (pre) {
    memo.delete(key); // most recently used goes last
  } else {
    pre = highlight(code, lang, options);
    if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  }
  memo.set(key, pre);
  return cloneElement(pre);
}

/** A deep copy of highlighter output (elements and text), several times cheaper than structuredClone. */
function cloneElement(el: Element): Element {
  const properties: Element['properties'] = {};
  for (const [name, value] of Object.entries(el.properties)) properties[name] = Array.isArray(value) ? [...value] : value;
  return {
    ...el,
    properties,
    children: el.children.map((child) => (child.type === 'element' ? cloneElement(child) : { ...child })),
  };
}

/** Characters of a code line that is still highlighted (minified code and data dumps are not). */
const MAX_HIGHLIGHTED_LINE = 5000;

/**
 * Highlights code into a `<pre>` element without the memo, for callers whose
 * blocks never repeat (the API's, each highlighted once per build): the memo
 * would hold 500 trees of them and copy each one.
 */
export function highlight(code: string, lang: string | null, options: HighlightOptions): Element {
  const marker: ShikiTransformer = {
    line(node, line) {
      if (options.highlightLines.has(line)) this.addClassToHast(node, 'highlighted');
    },
  };
  if (!highlighterSync) throw new Error('highlightToHast called before loadLanguages');
  const root = highlighterSync.codeToHast(code, {
    lang: lang ?? 'text',
    theme: THEME,
    transformers: [marker],
    // No time limit per line: shiki's default (500 ms) leaves a long line plain on a busy
    // machine, so the output would depend on the machine's load, not only on the input.
    // A length limit is deterministic instead (longer lines stay plain).
    tokenizeTimeLimit: 0,
    tokenizeMaxLineLength: MAX_HIGHLIGHTED_LINE,
  }) as Root;
  const pre = root.children[0] as Element;
  classifyTokens(pre);
  if (options.highlightLines.size === 0 && !options.lineNumbers) unwrapLines(pre);
  return pre;
}

/**
 * shiki puts each line in a `<span class="line">`, which only a marked or
 * numbered line needs: elsewhere the newlines lay the lines out the same.
 * Left out, they save 19 bytes a line (4 KB of an API operation's page).
 */
function unwrapLines(pre: Element): void {
  const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  if (code) code.children = code.children.flatMap((line) => (line.type === 'element' && line.tagName === 'span' ? line.children : [line]));
}

let highlighterSync: Highlighter | undefined;

/** Call before a synchronous highlighting pass. */
export async function prepareHighlighter(langs: Iterable<string>): Promise<void> {
  await loadLanguages(langs);
  highlighterSync = await getHighlighter();
}
