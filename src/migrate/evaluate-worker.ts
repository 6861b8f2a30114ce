/**
 * The thread that runs a Docusaurus config for `mysite migrate`: bundles it,
 * imports it, calls it when it exports a function, and posts back what it
 * evaluated to as plain data. A thread of its own, so that whatever the
 * config's code leaves running (timers, servers) or does to globals ends
 * with it, and a config that never finishes can be stopped.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { importOwnModule } from '../config/import-own-module.js';
import { withModuleFile } from '../config/run-module.js';
import { bundleConfig, BundleError, type BundledConfig } from './bundle-config.js';
import { describeValue } from './describe-value.js';
import { installRuntime } from './migrate-runtime.js';
import { nameLocalContentPlugins } from './local-content-plugins.js';
import { loadSiteEnv } from '../config/site-env.js';
import type { Origin, Plain } from './plain-value.js';
import { type RecordedReads, recordSources, type Substitute } from './value-sources.js';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface EvaluateRequest {
  file: string;
  siteDir: string;
  /** The second run: these variables and every data file read give markers (value-sources.ts). */
  substitute?: Substitute;
}

export type EvaluateResult =
  | { ok: true; value: Plain; missing: string[]; reads: RecordedReads }
  | { ok: false; stage: 'compile' | 'run'; message: string; at?: { file: string; line?: number; column?: number } };

async function evaluate({ file, siteDir, substitute }: EvaluateRequest): Promise<EvaluateResult> {
  const runtime = installRuntime();
  loadSiteEnv(siteDir);
  let bundled: BundledConfig;
  try {
    bundled = await bundleConfig(file, siteDir).catch(() => bundleConfig(file, siteDir, false));
  } catch (error) {
    const first = error instanceof BundleError ? error.messages[0] : undefined;
    const at = first?.location ? { file: first.location.file, line: first.location.line, column: first.location.column + 1 } : undefined;
    return { ok: false, stage: 'compile', message: first?.text ?? String((error as Error)?.message ?? error), ...(at ? { at } : {}) };
  }
  try {
    const sources = recordSources(siteDir, substitute);
    runtime.dataFile = sources.dataFile;
    return await withModuleFile(bundled.source, siteDir, async (path) => {
      let value = (await importOwnModule(path)).default;
      // Docusaurus accepts a config, a promise of one, or a function (async or not) that returns one.
      if (typeof value === 'function' && !runtime.missingPackageOf(value)) value = await (value as () => unknown)();
      value = await value;
      sources.stop();
      await nameLocalContentPlugins(value, siteDir);
      const origins = await packageOrigins(bundled, path);
      return {
        ok: true as const,
        value: describeValue(value, { runtime, packageOrigins: origins, missingUnder: bundled.missingUnder }),
        missing: [...runtime.missing].sort(),
        reads: sources.reads,
      };
    });
  } catch (error) {
    return { ok: false, stage: 'run', message: String((error as Error)?.message ?? error) };
  }
}

/**
 * The functions each installed package exports, by identity: the packages
 * are imported again from beside the bundle, so Node gives the same
 * instances the config received.
 */
async function packageOrigins(bundled: BundledConfig, bundlePath: string): Promise<Map<unknown, Origin>> {
  const origins = new Map<unknown, Origin>();
  const probe = join(dirname(bundlePath), 'probe.mjs');
  const lines = [`import { createRequire } from 'node:module';`, `const require = createRequire(import.meta.url);`, 'export default ['];
  for (const { name, kind } of bundled.packages) {
    const load = kind === 'require' ? `() => require(${JSON.stringify(name)})` : `() => import(${JSON.stringify(name)})`;
    lines.push(`  [${JSON.stringify(name)}, ${JSON.stringify(kind)}, ${load}],`);
  }
  lines.push('];');
  writeFileSync(probe, lines.join('\n'));
  const loaders = (await importOwnModule(probe)).default as [string, string, () => unknown][];
  for (const [name, kind, load] of loaders) {
    let loaded: unknown;
    try {
      loaded = await load();
    } catch {
      continue;
    }
    // What `import x from` gives: a CommonJS module's exports, an ES module's default.
    const asDefault = kind === 'require' ? loaded : (loaded as Record<string, unknown>).default;
    if (typeof asDefault === 'function' && !origins.has(asDefault)) origins.set(asDefault, { module: name, export: 'default' });
    const named = kind === 'require' ? asDefault : loaded;
    if ((typeof named === 'object' || typeof named === 'function') && named !== null) {
      for (const key of Object.keys(named)) {
        if (key === 'default') continue;
        const item = (named as Record<string, unknown>)[key];
        if (typeof item === 'function' && !origins.has(item)) origins.set(item, { module: name, export: key });
      }
    }
  }
  return origins;
}

if (parentPort && workerData) {
  const result = await evaluate(workerData as EvaluateRequest);
  parentPort.postMessage(result);
}
