/**
 * The part of MDX that Docusaurus pages commonly use, without running any
 * JavaScript: written over into our Markdown before parsing.
 *
 * - `import X from '@theme/Tabs'` (TabItem, Admonition, CodeBlock) and
 *   `{/* comments *\/}` leave no text;
 * - `<Tabs groupId="x" queryString>` / `<TabItem value="a" label="A">` become
 *   our `tabs` / `tab` containers; `<Admonition type="tip" title="T">` an
 *   admonition; `<CodeBlock language="js">` a fenced code block;
 * - `import Part from './_part.md'` + `<Part />` puts that file's Markdown in
 *   the page (mdx-partials.ts);
 * - an opening tag may spread its attributes over several lines;
 * - anything else that MDX would run (other imports, `export`, a component
 *   we do not know, a `{expression}`) is an error at its line and column
 *   saying what to write instead: it would otherwise show as page text.
 *
 * Each output line remembers the file and line it came from (`origins`), so
 * later messages point at the author's text, partials included.
 *
 * A hand-written line scanner rather than remark-mdx: see the note in
 * docs/PERFORMANCE.md ("MDX").
 */
import type { Diagnostic } from '../core/diagnostics.js';
import { MysiteError } from '../core/errors.js';
import { codeBlockFence } from './mdx-code-block.js';
import { type ChainLink, isPartialImport, locatePartial, readPartial } from './mdx-partials.js';
import type { SiteBoundary } from '../core/site-boundary.js';
import { MAX_CONTENT_FILE_BYTES } from '../core/content-limits.js';
import { CLOSE, type FoundTag, openContainer, opensUnfinishedTag, parseAttributes, rewriteTags } from './mdx-tags.js';

const THEME_IMPORTS: Record<string, string> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
};
const SUPPORTED = 'Supported: Tabs, TabItem, Admonition and CodeBlock from @theme, and Markdown partials (import Part from "./_part.md").';
const IMPORT = /^import\s+(\w+)\s+from\s+(['"])([^'"]+)\2;?\s*$/;
const ANY_IMPORT = /^import\s+(?:[\w*{}\s,]+\s+from\s+)?['"][^'"]+['"];?\s*$/;
const EXPORT = /^export\s+(?:const|let|var|function|default|class|\{)/;
const FENCE = /^\s*(`{3,}|~{3,})/;
const COMMENT = /\{\/\*.*?\*\/\}/g;
const CODE_BLOCK_OPEN = /^\s*<CodeBlock((?:\s+[\w-]+(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*)\s*>(.*)$/;
const CODE_BLOCK_CLOSE = '</CodeBlock>';
/** How many lines an opening tag's attributes may take. */
const MAX_TAG_LINES = 50;

/** Where an output line was written: its file and line, and the line of the page that brought it in. */
export interface LineOrigin {
  file: string;
  line: number;
  pageLine: number;
}

export interface MdxResult {
  text: string;
  /** One per output line. */
  origins: LineOrigin[];
  /** Partials read, with their hashes. */
  dependencies: { file: string; hash: string }[];
}

/** What an imported name stands for; `broken` is an import already reported, whose uses say nothing more. */
type Known = { kind: 'theme' } | { kind: 'partial'; target: ChainLink } | { kind: 'broken' };

/** Does the text use any of it? (Most pages do not: they skip the scan.) */
export function mayUseMdx(text: string): boolean {
  return /^(?:import|export)\s|<[A-Z]|\{\/\*/m.test(text);
}

export interface MdxScope {
  /** The file being rewritten. */
  page: ChainLink;
  /** Site-relative folder partials must stay in. */
  root: string;
  /** The same folder, with symbolic links followed (a partial that is a link out of it is refused). */
  rootBoundary: SiteBoundary;
  /** The files it is inside of, when it is a partial. */
  chain?: ChainLink[];
  /** Characters the page may still grow by as partials are put in (shared by the whole page). */
  budget?: { left: number };
}

export function rewriteMdx(text: string, { page, root, rootBoundary, chain = [], budget = { left: MAX_CONTENT_FILE_BYTES } }: MdxScope): MdxResult {
  const file = page.file;
  const errors: Diagnostic[] = [];
  const error = (line: number, column: number, message: string, hint: string) =>
    errors.push({ severity: 'error', code: 'markdown/unsupported-mdx', message, at: { file, line, column }, hint });
  const known = new Map<string, Known>();
  const result: MdxResult = { text: '', origins: [], dependencies: [] };
  const out: string[] = [];
  const emit = (lines: string, n: number) => {
    for (const line of lines.split('\n')) {
      out.push(line);
      result.origins.push({ file, line: n, pageLine: n });
    }
  };
  const lines = text.split('\n');
  let fence: string | undefined;
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    const n = i + 1;
    let line = lines[i]!;
    const f = FENCE.exec(line)?.[1];
    if (inComment || (!fence && line.includes('{/*'))) {
      // A comment over several lines: its lines become empty.
      const end = line.indexOf('*/}');
      if (inComment) {
        inComment = end < 0;
        emit(inComment ? '' : line.slice(end + 3), n);
        continue;
      }
      const stripped = line.replace(COMMENT, '');
      if (stripped.includes('{/*')) {
        inComment = true;
        emit(stripped.slice(0, stripped.indexOf('{/*')), n);
        continue;
      }
      if (stripped.trim() === '') {
        emit('', n);
        continue;
      }
      line = stripped;
    }
    if (fence) {
      if (f && f[0] === fence[0] && f.length >= fence.length && line.trim() === f) fence = undefined;
      emit(line, n);
      continue;
    }
    if (f) {
      fence = f;
      emit(line, n);
      continue;
    }
    const imported = IMPORT.exec(line);
    if (imported && THEME_IMPORTS[imported[3]!]) {
      known.set(imported[1]!, { kind: 'theme' });
      emit('', n);
      continue;
    }
    if (imported && isPartialImport(imported[3]!)) {
      const target = locatePartial({ specifier: imported[3]!, from: page, chain: [...chain, page], root, rootBoundary });
      if ('error' in target) error(n, line.indexOf(imported[3]!) + 1, target.error, target.hint);
      known.set(imported[1]!, 'error' in target ? { kind: 'broken' } : { kind: 'partial', target });
      emit('', n);
      continue;
    }
    if (ANY_IMPORT.test(line)) {
      error(n, 1, 'This import is MDX, which runs JavaScript: mysite does not run it.', `${SUPPORTED} Write anything else in Markdown, or remove the import.`);
      emit('', n);
      continue;
    }
    if (EXPORT.test(line)) {
      error(
        n,
        1,
        'An `export` is MDX, which runs JavaScript: mysite pages cannot export values.',
        'Put data in the front matter, and write its value in the text.',
      );
      emit('', n);
      continue;
    }
    if (/^\s*\{[^}]*\}\s*$/.test(line)) {
      error(n, line.indexOf('{') + 1, `The JSX expression ${line.trim()} would run JavaScript, which mysite pages do not.`, 'Write its result as text.');
      emit('', n);
      continue;
    }
    // An opening tag whose attributes go on over the next lines is read as one line.
    let last = i;
    while (opensUnfinishedTag(line) && last + 1 < lines.length && last - i < MAX_TAG_LINES) line += ' ' + lines[++last]!.trim();
    const codeBlock = CODE_BLOCK_OPEN.exec(line);
    if (codeBlock && known.get('CodeBlock')?.kind === 'theme') {
      const close = findCodeBlockEnd(lines, last, codeBlock[2]!);
      if (!close) {
        error(n, line.indexOf('<') + 1, '<CodeBlock> is never closed.', 'End the code with </CodeBlock>.');
        emit('', n);
        continue;
      }
      const fenced = codeBlockFence(parseAttributes(codeBlock[1]!), close.body);
      if ('error' in fenced) error(n, line.indexOf('<') + 1, fenced.error, fenced.hint);
      const written = 'fence' in fenced ? fenced.fence : [];
      written.forEach((l, k) => emit(l, Math.min(n + k, close.line)));
      // As many lines as the tags and code took, so what follows keeps its line numbers.
      for (let k = i + written.length; k < close.line; k++) emit('', k + 1);
      i = close.line - 1;
      continue;
    }
    const partial = /^\s*<(\w+)\s*\/>\s*$/.exec(line);
    const used = partial ? known.get(partial[1]!) : undefined;
    if (used?.kind === 'broken') {
      emit('', n);
    } else if (used?.kind === 'partial') {
      try {
        const { body, dependency } = readPartial(used.target);
        budget.left -= body.length;
        if (budget.left < 0) throw pageTooLarge(file, n, partial![1]!);
        const inner = rewriteMdx(body, { page: used.target, root, rootBoundary, chain: [...chain, page], budget });
        // Loops, not push(...spread): a long partial has more lines than a call has room for arguments.
        result.dependencies.push(dependency);
        for (const d of inner.dependencies) result.dependencies.push(d);
        for (const l of inner.text.split('\n')) out.push(l);
        for (const o of inner.origins) result.origins.push({ ...o, pageLine: n });
      } catch (e) {
        if (!(e instanceof MysiteError)) throw e;
        errors.push(...e.diagnostics);
      }
    } else {
      const rewritten = rewriteTags(line, (tag) => rewriteTag(tag, known, (column, message, hint) => error(n, column, message, hint)));
      emit(rewritten, n);
    }
    for (let k = i + 1; k <= last; k++) emit('', k + 1);
    i = last;
  }
  if (errors.length > 0) throw new MysiteError(errors);
  result.text = out.join('\n');
  return result;
}

/** A page whose partials, put in, make it larger than a content file may be (each use counts). */
function pageTooLarge(file: string, line: number, name: string): MysiteError {
  const mb = (MAX_CONTENT_FILE_BYTES / 1024 / 1024).toFixed(0);
  return MysiteError.of({
    code: 'markdown/page-too-large',
    message: `With <${name} /> put in here, the page would be larger than ${mb} MB, the limit of a content file (every use of a partial counts).`,
    at: { file, line, column: 1 },
    hint: 'Split the page, or use the partial fewer times; a partial that includes another several times grows with each level.',
  });
}

/** The code of a CodeBlock opened on line `from` (0-based) with `rest` after its tag, and the line of its closing tag (1-based). */
function findCodeBlockEnd(lines: string[], from: number, rest: string): { body: string; line: number } | undefined {
  const body: string[] = [];
  let text = rest;
  for (let j = from; j < lines.length; j++) {
    if (j > from) text = lines[j]!;
    const end = text.indexOf(CODE_BLOCK_CLOSE);
    if (end >= 0) {
      body.push(text.slice(0, end));
      return { body: body.join('\n'), line: j + 1 };
    }
    body.push(text);
  }
  return undefined;
}

const componentsByName = Object.fromEntries(Object.entries(THEME_IMPORTS).map(([from, name]) => [name, from]));

function rewriteTag(tag: FoundTag, known: Map<string, Known>, error: (column: number, message: string, hint: string) => void): string {
  const column = tag.offset + 1;
  const { name, whole, attributes } = tag;
  const kind = known.get(name)?.kind;
  if (kind === 'broken') return '';
  if (kind === 'partial') {
    error(
      column,
      `<${name}> is a partial: write it as <${name} />, alone on its line, without attributes or content.`,
      'A partial is Markdown put in the page as it is; it takes no props.',
    );
    return whole;
  }
  if (!kind) {
    const importHint = name in componentsByName ? ` (import it from '${componentsByName[name]}')` : '';
    error(column, `<${name}> is an MDX component mysite does not know${importHint}.`, `${SUPPORTED} Write anything else in Markdown.`);
    return whole;
  }
  if (name === 'CodeBlock') {
    error(
      column,
      '<CodeBlock> must start its line, with the code below it.',
      'Write <CodeBlock language="js"> on a line of its own, the code, then </CodeBlock>.',
    );
    return whole;
  }
  const expression = Object.entries(attributes).find(([, v]) => v.expression);
  if (expression) {
    error(
      column,
      `<${name} ${expression[0]}={…}> uses a JavaScript value.`,
      `Write ${expression[0]}="text" (on Tabs, put a label on each TabItem instead of values={…}).`,
    );
    return whole;
  }
  if (tag.selfClosing) {
    error(column, `<${name} /> has no content.`, `Write <${name}>…</${name}>.`);
    return whole;
  }
  return tag.closing ? '\n' + CLOSE[name] + '\n' : '\n' + openContainer(name, attributes) + '\n';
}
