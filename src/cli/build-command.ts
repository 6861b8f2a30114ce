/** `mysite build`: build the site into dist/ and print one summary line. */
import type { Command } from 'commander';
import { relative } from 'node:path';
import { color, formatBytes, formatMs, printDiagnostics } from './output.js';
import { markdownAsMdxNotice } from './markdown-as-mdx-notice.js';
import { Progress } from './progress.js';
import type { GlobalOptions } from './global-options.js';

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('build the site into the output folder (dist/ by default)')
    .option('-o, --out <dir>', 'output folder, relative to the site folder')
    .option('--no-cache', 'ignore the compile cache (a cold build)')
    .option('-j, --jobs <n>', 'threads compiling pages (default: one per core; 1 = no worker threads)')
    .option('-f, --force', 'replace an output folder that holds files mysite did not write (they are deleted)')
    .option('-l, --locale <locale>', 'build only this locale of a translated site (i18n), into its folder of the output')
    .option(
      '--untrusted-content',
      "content is not trusted (a pull request's): an MDX page that reads process.env, uses require, import.meta or import(), or imports a Node built-in is an error",
    )
    .action(async (opts: { out?: string; cache: boolean; jobs?: string; force?: boolean; locale?: string; untrustedContent?: boolean }, cmd: Command) => {
      const global = cmd.optsWithGlobals<GlobalOptions>();
      const progress = new Progress(!global.quiet);
      // Loaded on use, so `mysite --help` does not pay for the whole engine.
      const { buildSite } = await import('../builder/orchestration/build.js');
      try {
        const result = await buildSite({
          siteDir: global.root,
          outDir: opts.out,
          cache: opts.cache,
          force: opts.force,
          locale: opts.locale,
          untrustedContent: opts.untrustedContent === true,
          jobs: opts.jobs === undefined ? undefined : Math.max(1, Number.parseInt(opts.jobs, 10) || 1),
          onProgress: (phase, done, total) => progress.update(phase, done, total),
          onNotice: (message) => {
            progress.clear();
            process.stderr.write(color.dim(message) + '\n');
          },
        });
        progress.clear();
        if (!global.quiet) printDiagnostics(result.warnings);
        if (global.verbose) {
          const phases = Object.entries(result.timings)
            .map(([k, v]) => `${k} ${v} ms`)
            .join(', ');
          const pages = result.upToDate ? '' : `pages: ${result.rendered} rendered, ${result.pages - result.rendered} carried over\n`;
          // A translated site's locales, each with what it redid: the others' pages carried over.
          const locales = (result.locales ?? [])
            .map((l) => `${l.locale} ${l.rendered}/${l.pages} rendered, ${l.compiled} compiled, ${l.linksRechecked} link-checked\n`)
            .join('');
          process.stderr.write(color.dim(`phases: ${phases}\ncache: ${result.cache.hits} hits, ${result.cache.misses} misses\n${pages}${locales}`));
        }
        const out = relative(process.cwd(), result.outDir) || '.';
        const warnings = result.warnings.length ? color.yellow(`, ${result.warnings.length} warning${result.warnings.length === 1 ? '' : 's'}`) : '';
        const verb = result.upToDate ? 'Up to date:' : 'Built';
        process.stdout.write(
          `${color.green('✔')} ${verb} ${result.pages} pages in ${formatMs(result.durationMs)} → ${out}/ (${formatBytes(result.bytes)})${warnings}\n`,
        );
        // Part of the summary, so printed with it even when --quiet.
        for (const line of markdownAsMdxNotice(result.markdownAsMdx, global.verbose)) process.stdout.write(`${line}\n`);
      } finally {
        progress.clear();
      }
    });
}
