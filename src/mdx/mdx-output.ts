/**
 * The site-wide files MDX pages need, once every source is loaded: the
 * files they import (images, fonts), one stylesheet of the CSS they import
 * (linked from every page, as Docusaurus loads a site's CSS everywhere), and
 * the islands' browser bundle. Made again only when a group of pages was
 * rendered again.
 */
import { createHash } from 'node:crypto';
import { transform } from 'esbuild';
import type { OutputFile } from '../core/types.js';
import { bundleIslands, type IslandsBundleInput } from './bundle-islands.js';
import type { MdxPages } from './mdx-pages.js';

export interface MdxOutput {
  files: OutputFile[];
  /** The stylesheet to link from every page, if the pages import any CSS. */
  stylesheet?: string;
}

export async function mdxOutput(mdx: MdxPages, input: Omit<IslandsBundleInput, 'islands'>): Promise<MdxOutput> {
  const groups = [...mdx.groups.values()];
  const assets = new Map<string, OutputFile>();
  for (const group of groups) for (const asset of group.assets) assets.set(asset.path, asset);
  const files = [...assets.values()];
  const joined = groups
    .map((g) => g.css ?? '')
    .filter(Boolean)
    .join('\n');
  // Minified, which also drops the comments naming each source file (paths of the build machine).
  const css = joined && (await transform(joined, { loader: 'css', minify: true, legalComments: 'none' })).code;
  let stylesheet: string | undefined;
  if (css) {
    stylesheet = `assets/css/content.${createHash('sha1').update(css).digest('hex').slice(0, 8)}.css`;
    files.push({ path: stylesheet, contents: css });
  }
  const islands = new Map(groups.flatMap((g) => [...g.islands]));
  if (islands.size > 0) files.push(...(await bundleIslands({ ...input, islands: [...islands.values()] })));
  return { files, stylesheet };
}
