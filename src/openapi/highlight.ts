/**
 * Code blocks for the API pages, highlighted at build time with the site's
 * highlighter and wrapped as Markdown code blocks are (markdown/code-block.ts).
 */
import { toHtml } from 'hast-util-to-html';
import type { BuildContext } from '../content/content-source.js';
import { codeBlockElement } from '../markdown/code-block.js';
import { highlight, prepareHighlighter, resolveLanguage } from '../markdown/highlighter.js';
import type { MarkdownTexts } from '../markdown/texts.js';

/** Languages the API pages use. */
export const SAMPLE_LANGUAGES = ['bash', 'php', 'javascript', 'python', 'json', 'xml', 'yaml'] as const;

export interface CodeToHighlight {
  code: string;
  lang: string;
}

let ready: Promise<Map<string, string | null>> | undefined;

/** Loads the grammars once per thread. */
function prepareCodeBlocks(): Promise<Map<string, string | null>> {
  ready ??= (async () => {
    const map = new Map<string, string | null>();
    for (const lang of SAMPLE_LANGUAGES) map.set(lang, (await resolveLanguage(lang)) ?? null);
    await prepareHighlighter([...map.values()].filter((g): g is string => g !== null));
    return map;
  })();
  return ready;
}

/** The language to highlight a media type's example with. */
export function languageOfMediaType(type: string): string {
  if (/json/i.test(type)) return 'json';
  if (/xml/i.test(type)) return 'xml';
  if (/yaml/i.test(type)) return 'yaml';
  return 'text';
}

/** Each block (distinct: see CodeBlocks) as a code block without a header bar (the tab or heading above it names it); what a worker thread runs. */
export async function highlightBlocks(blocks: CodeToHighlight[], texts?: MarkdownTexts): Promise<string[]> {
  const grammars = await prepareCodeBlocks();
  // The author's own samples (x-codeSamples) may be in any language: their grammars are loaded when first met.
  const others = [...new Set(blocks.map((b) => b.lang))].filter((lang) => !grammars.has(lang));
  if (others.length > 0) {
    for (const lang of others) grammars.set(lang, (await resolveLanguage(lang)) ?? null);
    await prepareHighlighter([...grammars.values()].filter((g): g is string => g !== null));
  }
  return blocks.map(({ code, lang }) => {
    const pre = highlight(code, grammars.get(lang) ?? null, { highlightLines: new Set() });
    return toHtml(codeBlockElement(pre, { language: lang, texts }));
  });
}

/** Highlights blocks elsewhere (in the build's worker threads). */
export type HighlightRunner = NonNullable<BuildContext['highlight']>;

interface Wanted {
  block: CodeToHighlight;
  /** Who gets the HTML (a block can be wanted by many pages). */
  fills: ((html: string) => void)[];
  html?: string;
}

/** Blocks sent to a thread at once: enough to pay for the message, small enough to keep both threads busy. */
const BATCH = 48;

/**
 * The code blocks of an API's pages, asked for while the pages are made and
 * highlighted in batches, in the worker threads when the build has them (a
 * big API's samples are most of its build time), else here at the end. Specs
 * repeat examples (the same error body under every operation): each block is
 * highlighted once.
 */
export class CodeBlocks {
  private readonly wanted = new Map<string, Wanted>();
  private pending: Wanted[] = [];
  private readonly sent: Promise<void>[] = [];

  /** `texts`: the site's texts, for the copy buttons (markdown/texts.ts). */
  constructor(
    private readonly elsewhere?: HighlightRunner,
    private readonly texts?: MarkdownTexts,
  ) {}

  /** `fill` is called with the block's HTML by the time `finish()` resolves. */
  add(code: string, lang: string, fill: (html: string) => void): void {
    const key = `${lang}\0${code}`;
    let entry = this.wanted.get(key);
    if (!entry) {
      entry = { block: { code, lang }, fills: [] };
      this.wanted.set(key, entry);
      this.pending.push(entry);
    }
    if (entry.html !== undefined) fill(entry.html);
    else entry.fills.push(fill);
    if (this.elsewhere && this.pending.length >= BATCH) this.send(this.elsewhere);
  }

  /** Highlights what is left and hands every block to those who asked for it. */
  async finish(): Promise<void> {
    if (this.elsewhere) this.send(this.elsewhere);
    else {
      const batch = this.take();
      this.fill(
        batch,
        await highlightBlocks(
          batch.map((w) => w.block),
          this.texts,
        ),
      );
    }
    await Promise.all(this.sent);
  }

  private take(): Wanted[] {
    const batch = this.pending;
    this.pending = [];
    return batch;
  }

  private send(run: HighlightRunner): void {
    const batch = this.take();
    if (batch.length === 0) return;
    const done = run(
      batch.map((w) => w.block),
      this.texts,
    ).then((html) => this.fill(batch, html));
    // Handled here so a failure waits for `finish()` instead of ending the process.
    done.catch(() => undefined);
    this.sent.push(done);
  }

  private fill(batch: Wanted[], html: string[]): void {
    batch.forEach((w, i) => {
      w.html = html[i]!;
      for (const fill of w.fills.splice(0)) fill(w.html);
    });
  }
}
