/** `mysite migrate [dir]`: write site.config.ts from a Docusaurus site's config, then say what did not map and what to run next. */
import type { Command } from 'commander';
import { relative, resolve } from 'node:path';
import { color } from './output.js';
import type { GlobalOptions } from './global-options.js';

export function registerMigrate(program: Command): void {
  program
    .command('migrate')
    .description('write site.config.ts from the Docusaurus config of <dir> (default: the site folder), leaving the content where it is')
    .argument('[dir]', 'the Docusaurus site folder (holding docusaurus.config.js)')
    .option('-f, --force', 'replace an existing site.config.ts')
    .action(async (dir: string | undefined, opts: { force?: boolean }, cmd: Command) => {
      const global = cmd.optsWithGlobals<GlobalOptions>();
      const [{ migrate }, { formatMigrationReport }] = await Promise.all([import('../migrate/migrate.js'), import('../migrate/report.js')]);
      const result = await migrate({ dir: resolve(global.root, dir ?? '.'), force: opts.force });
      const report = formatMigrationReport({ ...result, cd: relative(process.cwd(), result.siteDir), color });
      process.stdout.write(global.quiet ? `${report.split('\n')[0]}\n` : report);
    });
}
