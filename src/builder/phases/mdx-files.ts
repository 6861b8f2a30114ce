/**
 * MDX files: what MDX pages need site-wide (the files they import, one
 * stylesheet of their CSS, the islands' browser bundle), made again when MDX
 * pages were rendered again since the last good run. What it made is in the
 * run's state, which replaces the builder's only when the run succeeds: after
 * a failed run, the next one makes the files again rather than leaving them out.
 */
import type { SiteInfo } from '../../compat/page-context.js';
import type { LookedUpFiles } from '../../core/looked-up-files.js';
import type { OutputFile } from '../../core/types.js';
import { mdxOutput } from '../../mdx/mdx-output.js';
import type { MdxPages } from '../../mdx/mdx-pages.js';
import type { MdxFilesState } from '../orchestration/build-state.js';
import type { Renderer } from './render-routes.js';
import type { RunContext } from './run-context.js';

export interface MdxFiles {
  /** Files to write: none when the last good run's are still current. */
  files: OutputFile[];
  state: MdxFilesState;
}

export async function mdxFiles(run: RunContext, mdx: MdxPages, renderer: Renderer, site: SiteInfo, lookedUp: LookedUpFiles): Promise<MdxFiles> {
  const last = run.previous.mdxFiles;
  if (mdx.generation === last.generation) {
    renderer.setContentStylesheet(last.stylesheet);
    return { files: [], state: last };
  }
  const { config, siteDir } = run;
  const made = await run.step('islands', () =>
    mdxOutput(mdx, {
      siteDir,
      site,
      docusaurus: mdx.docusaurus,
      components: config.markdown.components,
      lookedUp,
      compilePartial: (path) => mdx.compilePartial(path),
      ...(mdx.idealImages ? { idealImages: mdx.idealImages } : {}),
    }),
  );
  renderer.setContentStylesheet(made.stylesheet);
  return { files: made.files, state: { generation: mdx.generation, stylesheet: made.stylesheet } };
}
