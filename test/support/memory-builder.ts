/**
 * A SiteBuilder as `serve --watch` drives it: its runs go to memory and are
 * published all at once when they succeed, into one output map.
 */
import type { RunResult, SiteBuilder } from '../../src/builder/orchestration/site-builder.js';
import { lastBuildOutput, MemoryTarget } from '../../src/builder/output/output-target.js';

export interface MemoryBuilder {
  builder: SiteBuilder;
  /** The site as served: output path → contents. */
  output: Map<string, string | Uint8Array>;
  /** One run (everything, or what `changed` affects), with the paths it published. */
  run(changed?: string[]): Promise<RunResult & { published: string[] }>;
}

/** `fromLastBuild`: the first run may take pages from the last `mysite build`'s output and start from its caches, as the watch server's does. */
export async function memoryBuilder(siteDir: string, options: { fromLastBuild?: boolean } = {}): Promise<MemoryBuilder> {
  process.env.NODE_ENV = 'production';
  const { SiteBuilder } = await import('../../src/builder/orchestration/site-builder.js');
  const builder = await SiteBuilder.create({ siteDir, mode: 'serve', cache: options.fromLastBuild === true });
  const output = new Map<string, string | Uint8Array>();
  let last = options.fromLastBuild ? lastBuildOutput(siteDir, builder.config.outDir, builder.cache.pageRecords) : undefined;
  const run = async (changed?: string[]) => {
    const target = new MemoryTarget(output, builder.pageRecords, last);
    const result = await builder.run(target, changed, last && { outDirName: builder.config.outDir, previous: last.generation });
    last = undefined;
    return { ...result, published: target.commit(result.removed) };
  };
  return { builder, output, run };
}
