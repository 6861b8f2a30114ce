/**
 * Highlighted code with a short class per token instead of an inline style.
 * shiki's CSS-variables theme writes `style="color:var(--shiki-token-keyword)"`
 * on every token (about 45 bytes, written again in the page's data file);
 * `class="sh-k"` says the same in 12, and a token in the plain text colour
 * needs no element at all: it inherits from the `<pre>`. The rules that turn
 * the classes back into colours are made from the same table
 * (`tokenStylesheet`), so a theme still only sets the `--shiki-*` variables,
 * and pages need no inline style (a Content-Security-Policy can forbid them).
 */
import type { Element, ElementContent } from 'hast';

/** The colours of shiki's CSS-variables theme (`--shiki-token-<name>`) → class suffix. */
const TOKEN_COLOURS: Record<string, string> = {
  keyword: 'k',
  string: 's',
  'string-expression': 'se',
  comment: 'c',
  constant: 'n',
  function: 'f',
  parameter: 'p',
  punctuation: 'u',
  link: 'l',
  inserted: 'i',
  deleted: 'd',
};

/** Font styles of the theme (Markdown emphasis, headings, links) → class suffix. */
const FONT_STYLES: Record<string, string> = {
  'font-style:italic': 'it',
  'font-weight:bold': 'b',
  'text-decoration:underline': 'ul',
  'text-decoration:line-through': 'lt',
};

const PREFIX = 'sh-';
const TOKEN_COLOUR = /^color:var\(--shiki-token-([\w-]+)\)$/;
/** The plain text colour: the `<pre>` sets it, so a token in it inherits. */
const FOREGROUND = 'color:var(--shiki-foreground)';
/** What shiki puts on the `<pre>`; the `.shiki` rule below does the same. */
const PRE_STYLE = 'background-color:var(--shiki-background);color:var(--shiki-foreground)';

/** The classes a token style stands for; `undefined` if a declaration is not in the tables (the style is then kept). */
function classesOf(style: string): string[] | undefined {
  const classes: string[] = [];
  for (const declaration of style.split(';')) {
    if (declaration === '' || declaration === FOREGROUND) continue;
    const colour = TOKEN_COLOUR.exec(declaration)?.[1];
    const suffix = colour === undefined ? FONT_STYLES[declaration] : TOKEN_COLOURS[colour];
    if (suffix === undefined) return undefined;
    classes.push(PREFIX + suffix);
  }
  return classes;
}

/** Rewrites a highlighted `<pre>` in place: token styles become classes, plain tokens plain text. */
export function classifyTokens(pre: Element): void {
  if (pre.properties.style === PRE_STYLE) delete pre.properties.style;
  const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  for (const line of code?.children ?? []) {
    if (line.type === 'element') line.children = tokensOf(line.children);
  }
}

function tokensOf(children: ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  for (const child of children) {
    const classes = child.type === 'element' && typeof child.properties.style === 'string' ? classesOf(child.properties.style) : undefined;
    if (child.type !== 'element' || classes === undefined) {
      pushText(out, child);
    } else if (classes.length === 0) {
      for (const inner of child.children) pushText(out, inner);
    } else {
      delete child.properties.style;
      child.properties.className = classes;
      out.push(child);
    }
  }
  return out;
}

/** Appends a node, joining text to the text before it (one text node where plain tokens were). */
function pushText(out: ElementContent[], node: ElementContent): void {
  const last = out[out.length - 1];
  if (node.type === 'text' && last?.type === 'text') out[out.length - 1] = { type: 'text', value: last.value + node.value };
  else out.push(node);
}

/** The CSS that gives the token classes their colours, from the theme's `--shiki-*` variables. */
export function tokenStylesheet(): string {
  const rules = [`.shiki{${PRE_STYLE}}`];
  for (const [name, suffix] of Object.entries(TOKEN_COLOURS)) rules.push(`.${PREFIX}${suffix}{color:var(--shiki-token-${name})}`);
  for (const [declaration, suffix] of Object.entries(FONT_STYLES)) rules.push(`.${PREFIX}${suffix}{${declaration}}`);
  return rules.join('\n');
}
