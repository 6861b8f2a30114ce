/**
 * Compiles an MDX page with the unified MDX compiler (@mdx-js/mdx) into a
 * JavaScript module. It runs the Markdown pages' list of plugins
 * (markdown/page-plugins.ts: admonitions, tabs, diagrams, highlighted code,
 * heading ids, links and images left as markers) with MDX's own steps in it,
 * so an MDX page reads and looks like a Markdown one; last, every component
 * is routed through the island wrapper (island-components.ts). The module is bundled with what it
 * imports and rendered later (render-mdx.ts): here it is plain data,
 * cached by content like a Markdown page, and can be made on a worker thread.
 */
import { createProcessor } from '@mdx-js/mdx';
import { SourceMapGenerator } from 'source-map';
import { VFile } from 'vfile';
import type { Diagnostic } from '../core/diagnostics.js';
import { MysiteError } from '../core/errors.js';
import type { SiteBoundary } from '../core/site-boundary.js';
import { type CompileData, compiledPage, startCompileData } from '../markdown/compile-data.js';
import { checkInlineMarkers } from '../markdown/inline-markers-limit.js';
import { checkSourceNesting, isStackOverflow, tooDeep } from '../markdown/nesting-limit.js';
import { detectFeatures, normaliseDirectiveTitles } from '../markdown/pipeline.js';
import type { MarkdownTexts } from '../markdown/texts.js';
import type { GfmConstruct } from '../markdown/plugins/gfm-parts.js';
import { type MdxSteps, pagePlugins, pagePluginsKey } from '../markdown/page-plugins.js';
import type { UserPlugins } from '../markdown/user-plugins.js';
import type { CompiledMarkdown, ComponentUse, MarkdownInput } from '../markdown/types.js';
import { remarkCodeBlockLiterals } from './code-block-literals.js';
import { rehypeRawWhenPresent } from './raw-when-present.js';
import { rehypeIslandComponents } from './island-components.js';
import { rehypeJsxLinks } from './jsx-links.js';
import { type PageExportsData, rehypePageExports } from './page-exports.js';
import { mdx1Compat } from './mdx1-compat.js';
import { unwrapMdxCodeBlocks } from '../markdown/mdx-code-blocks.js';
import { remarkTabsCheck } from './tabs-check.js';
import { type MachineAccessData, remarkMachineAccess } from './machine-access.js';

/** The module every compiled page takes its global components (and the island wrapper) from (bundle-mdx.ts). */
export const MDX_PROVIDER = 'mysite:mdx-provider';

/** MDX's own node types, which rehype-raw must pass through as they are. */
const MDX_NODES = ['mdxjsEsm', 'mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression'];

const processors = new Map<string, ReturnType<typeof createProcessor>>();

/** MDX's own steps, where the page plugins' list puts them (markdown/page-plugins.ts). */
const MDX_STEPS: MdxSteps = {
  // What the page's own code reaches of the build machine, refused under --untrusted-content (mdx-pages.ts).
  pageCode: remarkMachineAccess,
  // @theme components checked and rewritten where the page writes them; the <Tabs> a site's plugin makes too.
  themeComponents: [remarkTabsCheck, remarkCodeBlockLiterals],
  // A diagram is inlined as raw SVG: parsed into elements, which MDX can compile (raw-when-present.ts).
  raw: [rehypeRawWhenPresent, { passThrough: MDX_NODES }],
  // The page's toc, frontMatter and contentTitle, as Docusaurus exports them.
  exports: rehypePageExports,
  // Links written as JSX (<a href>, <Link to>), read as the Markdown ones.
  jsxLinks: rehypeJsxLinks,
  islands: rehypeIslandComponents,
};

function processorFor(
  siteDir: string,
  gfm: readonly GfmConstruct[],
  plugins?: UserPlugins,
  emoji = true,
  texts?: MarkdownTexts,
  mermaid = false,
): ReturnType<typeof createProcessor> {
  const options = { siteDir, gfm, plugins, emoji, mermaid, texts };
  const id = pagePluginsKey(options);
  let p = processors.get(id);
  if (!p) {
    const { remark, rehype } = pagePlugins({ ...options, format: 'mdx', mdx: MDX_STEPS });
    p = createProcessor({
      outputFormat: 'program',
      providerImportSource: MDX_PROVIDER,
      // Maps the module back to the page's lines: a component that throws is then reported at the page's line.
      SourceMapGenerator,
      remarkPlugins: remark,
      rehypePlugins: rehype,
    });
    processors.set(id, p);
  }
  return p;
}

export interface MdxPageInput extends MarkdownInput {
  frontMatter: Record<string, unknown>;
  /** The file with its front matter blanked out (the same lines). */
  body: string;
  boundary: SiteBoundary;
}

export async function compileMdxPage(input: MdxPageInput, siteDir: string): Promise<CompiledMarkdown> {
  const text = normaliseDirectiveTitles(mdx1Compat(unwrapMdxCodeBlocks(input.body)));
  const file = new VFile({ path: input.absolutePath, value: text });
  const initial = startCompileData({
    relativePath: input.relativePath,
    absolutePath: input.absolutePath,
    boundary: input.boundary,
    contentRoot: input.partialsRoot,
  });
  const data = Object.assign(file.data, { ...initial, frontMatter: input.frontMatter } satisfies CompileData & PageExportsData) as unknown as CompileData &
    MachineAccessData & { components?: ComponentUse[] };
  let code: string;
  try {
    checkSourceNesting(text, input.relativePath);
    checkInlineMarkers(text, input.relativePath);
    const compiled = await processorFor(siteDir, gfmConstructs(text), input.plugins, input.emoji !== false, input.texts, input.mermaid === true).process(file);
    code = withSourceMap(String(compiled), compiled.map);
  } catch (error) {
    if (isStackOverflow(error)) throw tooDeep(input.relativePath);
    if (isCompileMessage(error))
      throw new MysiteError([...data.diagnostics.filter((d) => d.severity === 'error'), syntaxError(error, input.relativePath, text)]);
    throw error;
  }
  if (data.diagnostics.some((d) => d.severity === 'error')) throw new MysiteError(data.diagnostics);
  return compiledPage(data, input.frontMatter, { mdx: { code, components: data.components ?? [], machineUses: data.machineUses ?? [] } });
}

/**
 * The GFM constructs the page's text can hold (as for a Markdown page, pipeline.ts), its
 * import and export lines left out: JavaScript, whose `@site/` or `@theme/` would
 * otherwise switch on the costly autolink literals on nearly every MDX page.
 */
export function gfmConstructs(text: string): GfmConstruct[] {
  return detectFeatures(text.replace(/^(?:import|export)\s[^\n]*$/gm, '')).gfm;
}

/** The module with its source map inline, naming the page (esbuild carries it into the bundle's map). */
function withSourceMap(code: string, map: unknown): string {
  if (!map) return code;
  return `${code}\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString('base64')}\n`;
}

/** What the MDX compiler throws for text it cannot read (a vfile message). */
interface CompileMessage extends Error {
  reason: string;
  place?: { line: number; column: number } | { start: { line: number; column: number } };
}

function isCompileMessage(error: unknown): error is CompileMessage {
  return error instanceof Error && 'reason' in error && 'place' in error;
}

/** MDX's syntax error at the author's line and column, with what to do for the usual cases. */
function syntaxError(message: CompileMessage, file: string, text: string): Diagnostic {
  let place = message.place && 'start' in message.place ? message.place.start : message.place;
  // Some messages give the place in their text instead: "Expected a closing tag for `<Tabs>` (7:1-7:7)".
  const inText = /\s*\((\d+):(\d+)-\d+:\d+\)\s*$/.exec(message.reason);
  place ??= inText ? { line: Number(inText[1]), column: Number(inText[2]) } : undefined;
  const reason = inText ? message.reason.slice(0, inText.index) : message.reason;
  // At the end of the file, MDX says a "{" was never closed: point at that "{" instead.
  if (/^Unexpected end of file in expression/.test(message.reason)) place = unclosedBrace(text) ?? place;
  return {
    severity: 'error',
    code: 'markdown/mdx-syntax',
    message: `MDX cannot read this: ${reason}`,
    at: { file, line: place?.line, column: place?.column },
    hint: syntaxHint(message),
  };
}

/** The line and column of the last "{" left open in the text, fenced code aside. */
function unclosedBrace(text: string): { line: number; column: number } | undefined {
  const open: number[] = [];
  let fence = false;
  let offset = 0;
  for (const line of text.split('\n')) {
    if (/^ {0,3}(```|~~~)/.test(line)) fence = !fence;
    else if (!fence) {
      for (let i = 0; i < line.length; i++) {
        if (line[i] === '{') open.push(offset + i);
        else if (line[i] === '}') open.pop();
      }
    }
    offset += line.length + 1;
  }
  const at = open.at(-1);
  if (at === undefined) return undefined;
  const before = text.slice(0, at);
  return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
}

function syntaxHint(message: CompileMessage): string {
  const reason = message.reason;
  if (/Unexpected character .* before name|Unexpected end of file in expression|Could not parse expression/.test(reason)) {
    return 'In MDX, "<" starts a tag and "{" an expression: write \\< or \\{ for the characters themselves, or put the text in `code`.';
  }
  if (/Expected a closing tag|Unexpected closing tag/.test(reason)) return 'Close every tag (<Tabs>…</Tabs>), and self-close empty ones (<br />, <img … />).';
  return 'MDX is Markdown with JSX: see https://mdxjs.com/docs/what-is-mdx/ for what it accepts.';
}
