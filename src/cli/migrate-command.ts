/**
 * `mysite migrate [dir]`: write site.config.ts from a Docusaurus site's config, then say what did not map and what to run next.
 * `mysite migrate --compare <build>`: the site's mysite build against the folder Docusaurus built (src/migrate/compare/).
 */
import type { Command } from 'commander';
import { InvalidArgumentError } from 'commander';
import { relative, resolve } from 'node:path';
import { MysiteError } from '../core/errors.js';
import { color } from './output.js';
import type { GlobalOptions } from './global-options.js';

interface MigrateOptions {
  force?: boolean;
  compare?: string;
  json?: boolean;
  minSimilarity?: number;
  report?: string;
  screenshots?: boolean | number;
}

function similarity(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 1) throw new InvalidArgumentError('give a number from 0 to 1, e.g. 0.95');
  return n;
}

function pageCount(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('give a whole number of pages, e.g. 20');
  return n;
}

export function registerMigrate(program: Command): void {
  program
    .command('migrate')
    .description('write site.config.ts from the Docusaurus config of <dir> (default: the site folder), leaving the content where it is')
    .argument('[dir]', 'the Docusaurus site folder (holding docusaurus.config.js)')
    .option('-f, --force', 'replace an existing site.config.ts')
    .option('--compare <build>', "after `mysite build`: compare this site's build with the folder Docusaurus built (its build/)")
    .option('--json', 'with --compare: print the whole comparison as JSON')
    .option('--min-similarity <share>', "with --compare: fail when a page's main text is less similar than this (0 to 1)", similarity)
    .option('--report <folder>', 'with --compare: where to write the HTML report (default: migrate-compare/)')
    .option('--screenshots <pages>', 'with --compare: screenshots of at most this many pages, the least similar first (default: all)', pageCount)
    .option('--no-screenshots', 'with --compare: compare the text alone, even where Chromium is installed')
    .action(async (dir: string | undefined, opts: MigrateOptions, cmd: Command) => {
      const global = cmd.optsWithGlobals<GlobalOptions>();
      const siteDir = resolve(global.root, dir ?? '.');
      if (opts.compare !== undefined) return compare(siteDir, opts, global);
      const [{ migrate }, { formatMigrationReport }] = await Promise.all([import('../migrate/migrate.js'), import('../migrate/report.js')]);
      const result = await migrate({ dir: siteDir, force: opts.force });
      const report = formatMigrationReport({ ...result, cd: relative(process.cwd(), result.siteDir), color });
      process.stdout.write(global.quiet ? `${report.split('\n')[0]}\n` : report);
    });
}

async function compare(siteDir: string, opts: MigrateOptions, global: GlobalOptions): Promise<void> {
  const { runCompare, findChromium } = await import('../migrate/compare/run-compare.js');
  const outcome = await runCompare({
    siteDir,
    docusaurusDir: resolve(process.cwd(), opts.compare!),
    reportDir: opts.report,
    minSimilarity: opts.minSimilarity,
    chromium: opts.screenshots === false ? undefined : findChromium(),
    screenshotLimit: typeof opts.screenshots === 'number' ? opts.screenshots : undefined,
    onProgress: global.quiet || opts.json || !process.stderr.isTTY ? undefined : (text) => process.stderr.write(`\r${text}`),
  });
  process.stdout.write(opts.json ? `${JSON.stringify(outcome.comparison, null, 2)}\n` : global.quiet ? `${outcome.summary.split('\n')[0]}\n` : outcome.summary);
  if (outcome.failing.length > 0) {
    throw MysiteError.of({
      code: 'migrate/compare-below-similarity',
      message: `${outcome.failing.length} page${outcome.failing.length > 1 ? 's are' : ' is'} below --min-similarity ${opts.minSimilarity}: ${outcome.failing.slice(0, 5).join(', ')}${outcome.failing.length > 5 ? ', …' : ''}.`,
    });
  }
}
