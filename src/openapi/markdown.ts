/**
 * Descriptions in the spec are CommonMark. They go through the site's
 * Markdown pipeline (same look: code highlighting, admonitions, heading
 * ids), then through rehype-sanitize: a spec is data, not trusted HTML, so
 * scripts, event handlers, `javascript:` URLs and inline styles are removed
 * (highlighted code needs none: its tokens carry classes).
 *
 * Every description of the document is compiled once, up front, so the
 * page builders can stay synchronous. Descriptions are Markdown, never MDX
 * (a spec is data); Redoc's component tags are handled by description-tags.ts.
 */
import rehypeParse from 'rehype-parse';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import type { TocItem } from '../core/types.js';
import type { BuildContext } from '../content/content-source.js';
import type { ContentRef } from '../markdown/types.js';
import { escapeHtml } from '../core/escape.js';
import { tocBetween } from '../markdown/toc-levels.js';
import { isObject, joinPointer } from './spec.js';
import type { SourcePosition } from '../core/types.js';
import { replaceComponentTags, SCHEMA_PLACEHOLDER } from './description-tags.js';

/** Where line `line` (0-based) of the description at `pointer` is written. */
export type DescriptionLine = (pointer: string, line: number) => SourcePosition;

/** GitHub's rules without their per-element class restrictions (our pipeline's classes are kept). */
const defaultAttributes = Object.fromEntries(
  Object.entries(defaultSchema.attributes ?? {}).map(([tag, list]) => [tag, list.filter((entry) => !(Array.isArray(entry) && entry[0] === 'className'))]),
);

const schema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'button'],
  strip: ['script', 'style', 'template'],
  // Heading ids are kept as written so "#anchor" links and the table of contents work.
  clobber: ['name'],
  attributes: {
    ...defaultAttributes,
    '*': [...(defaultAttributes['*'] ?? []), 'className', 'ariaLabel', 'ariaHidden', 'role', 'data*'],
    button: ['type', 'ariaSelected', 'ariaControls'],
    // The scroll region around a table is focusable (see table-scroll.ts).
    div: [...(defaultAttributes.div ?? []), ['tabIndex', '0']],
  },
  protocols: {
    ...defaultSchema.protocols,
    href: [...(defaultSchema.protocols?.href ?? []), 'mysite-md'],
    src: [...(defaultSchema.protocols?.src ?? []), 'mysite-asset'],
  },
};

const sanitizer = unified().use(rehypeParse, { fragment: true }).use(rehypeSanitize, schema).use(rehypeStringify);

/** Sanitises an HTML fragment. */
export function sanitizeHtml(html: string): string {
  return String(sanitizer.processSync(html));
}

/** Text that needs no Markdown parsing: one line without markup characters. */
const PLAIN = /^[^*_`[\]<>#|~\\!&\n\r:@]*$/;

export interface Compiled {
  html: string;
  toc: TocItem[];
  refs: ContentRef[];
  firstParagraph?: string;
}

export class Describer {
  private readonly compiled = new Map<string, Compiled>();
  /** Descriptions with `<SchemaDefinition>` placeholders, and where each was first met. */
  private readonly withSchemas = new Map<string, { refs: string[]; pointer: string }>();

  constructor(
    private readonly ctx: BuildContext,
    private readonly specAbs: string,
    private readonly specFile: string,
  ) {}

  /** Compiles every `description` string in the document; `lineOf` places what is reported about one. */
  async prepare(doc: unknown, lineOf: DescriptionLine = () => ({ file: this.specFile })): Promise<void> {
    const texts = new Map<string, string>();
    collectDescriptions(doc, texts, false, '#');
    await Promise.all([...texts].map(async ([text, pointer]) => this.compiled.set(text, await this.compile(text, pointer, lineOf))));
  }

  /**
   * Puts the table of each `<SchemaDefinition>` in place, once the schemas
   * can be drawn; `render` gives undefined for a schema the document lacks.
   */
  fillSchemas(render: (schemaRef: string) => string | undefined, lineOf: DescriptionLine = () => ({ file: this.specFile })): void {
    for (const [text, { refs, pointer }] of this.withSchemas) {
      const compiled = this.compiled.get(text)!;
      const html = compiled.html.replace(SCHEMA_PLACEHOLDER, (_match, i: string) => {
        const ref = refs[Number(i)]!;
        const table = render(ref);
        if (table === undefined) {
          this.ctx.diagnostics.warn({
            code: 'api/unknown-tag',
            message: `<SchemaDefinition schemaRef="${ref}"> names no schema of the document; it is left out.`,
            at: lineOf(pointer, 0),
            hint: 'Point schemaRef at a schema of the document, e.g. #/components/schemas/Pet.',
          });
        }
        return table ?? '';
      });
      this.compiled.set(text, { ...compiled, html });
    }
  }

  private async compile(text: string, pointer: string, lineOf: DescriptionLine): Promise<Compiled> {
    const trimmed = text.trim();
    if (PLAIN.test(trimmed)) return { html: `<p>${escapeHtml(trimmed)}</p>`, toc: [], refs: [], firstParagraph: trimmed };
    const tagged = replaceComponentTags(text);
    for (const tag of tagged.dropped) {
      this.ctx.diagnostics.warn({
        code: 'api/unknown-tag',
        message: `<${tag.name}> is a component the API reference does not know; the tag is left out (its text is kept).`,
        at: lineOf(pointer, tag.line),
        hint: 'Descriptions are Markdown: of the components of Redoc, only <SchemaDefinition schemaRef="…" /> is drawn.',
      });
    }
    if (tagged.schemaRefs.length > 0) this.withSchemas.set(text, { refs: tagged.schemaRefs, pointer });
    // The leading newline keeps a description that starts with "---" from being read as front matter.
    const md = await this.ctx.markdown.compile({
      absolutePath: this.specAbs,
      relativePath: this.specFile,
      source: '\n' + tagged.text,
      format: 'md',
      emoji: this.ctx.config.markdown?.emoji,
    });
    for (const d of md.diagnostics) this.ctx.diagnostics.report({ ...d, at: { file: this.specFile } });
    // The pipeline takes a leading "# Title" as the page title; in a description it is content.
    const title = md.title !== undefined && /^\s*#\s/.test(text) ? `<h1>${escapeHtml(md.title)}</h1>` : '';
    const toc = tocBetween(md.toc, {}).map((item) => ({ ...item, html: sanitizeHtml(item.html) }));
    return { html: sanitizeHtml(title + md.html), toc, refs: md.refs, firstParagraph: md.firstParagraph };
  }

  /** Sanitised HTML of a description (undefined when there is none). */
  html(text: unknown): string | undefined {
    return this.get(text)?.html;
  }

  get(text: unknown): Compiled | undefined {
    if (typeof text !== 'string' || text.trim() === '') return undefined;
    // Not met by prepare() (a description in an unusual place): shown as escaped text.
    return this.compiled.get(text) ?? { html: `<p>${escapeHtml(text.trim())}</p>`, toc: [], refs: [] };
  }
}

/** Keys whose values are data, never descriptions. */
const DATA_KEYS = new Set(['example', 'examples', 'enum', 'default', 'const', 'value']);
/** Maps keyed by names (a property may well be called "example"). */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'schemas',
  'parameters',
  'responses',
  'headers',
  'content',
  'paths',
  'callbacks',
  'links',
  'securitySchemes',
  'requestBodies',
  'pathItems',
  'encoding',
  'variables',
  'webhooks',
]);

/** Each description's text → the pointer where it is first met. */
function collectDescriptions(node: unknown, out: Map<string, string>, names: boolean, pointer: string): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => collectDescriptions(item, out, false, joinPointer(pointer, i)));
  } else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      const at = joinPointer(pointer, key);
      if (names) {
        collectDescriptions(value, out, false, at);
      } else if (key === 'description' && typeof value === 'string') {
        if (value.trim() !== '' && !out.has(value)) out.set(value, at);
      } else if (key === 'examples' && isObject(value)) {
        // Example Objects: their description is Markdown, their value is data.
        for (const [name, example] of Object.entries(value))
          if (isObject(example)) collectDescriptions({ description: example.description }, out, false, joinPointer(at, name));
      } else if (!DATA_KEYS.has(key)) {
        collectDescriptions(value, out, NAME_MAPS.has(key), at);
      }
    }
  }
}
