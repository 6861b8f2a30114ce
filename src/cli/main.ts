/**
 * The `mysite` command line: commander wiring and the mapping of failures
 * to exit codes (0 ok, 1 content or config error, 2 usage error).
 */
import { Command, CommanderError } from 'commander';
import { ENGINE_VERSION } from '../core/engine-package.js';
import { ExitCode, MysiteError } from '../core/errors.js';
import { asFileSystemError } from '../core/file-system-errors.js';
import { registerBuild } from './build-command.js';
import { registerServe } from './serve-command.js';
import { registerCheckLinks } from './check-links-command.js';
import { registerInit } from './init-command.js';
import { registerMigrate } from './migrate-command.js';
import { registerWriteTranslations } from './write-translations-command.js';
import { registerDocs } from './docs-version-command.js';
import { color, printDiagnostics } from './output.js';
import { distinctDiagnostics } from '../core/diagnostics.js';

// Server rendering uses React's production build, like the browser bundle.
process.env.NODE_ENV ??= 'production';

const program = new Command()
  .name('mysite')
  .description('Build, serve and check a documentation site.')
  .version(ENGINE_VERSION, '-V, --version')
  .option('--root <dir>', 'the site folder (holding site.config.ts)', process.cwd())
  .option('-q, --quiet', 'print only errors and the summary line')
  .option('--verbose', 'also print phase timings and cache statistics')
  .showHelpAfterError('(run mysite --help for usage)')
  .exitOverride();

registerBuild(program);
registerServe(program);
registerCheckLinks(program);
registerInit(program);
registerMigrate(program);
registerWriteTranslations(program);
registerDocs(program);

async function main(argv: string[]): Promise<number> {
  try {
    await program.parseAsync(argv);
    return process.exitCode === undefined ? ExitCode.ok : Number(process.exitCode);
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here too, with exit code 0.
      return error.exitCode === 0 ? ExitCode.ok : ExitCode.usageError;
    }
    const failure = asFileSystemError(error);
    if (failure instanceof MysiteError) {
      // One problem found by several parts of the build (MDX groups, say) is shown and counted once.
      const shown = distinctDiagnostics(failure.diagnostics);
      printDiagnostics(shown);
      const count = shown.filter((d) => d.severity === 'error').length;
      const kept = program.args[0] === 'build' ? '; the output folder was left as it was' : '';
      process.stderr.write(color.red(`✖ Failed with ${count} error${count === 1 ? '' : 's'}${kept}.\n`));
      return ExitCode.contentError;
    }
    process.stderr.write(color.red(`✖ Internal error (a bug in mysite, please report it):\n`) + String((failure as Error)?.stack ?? failure) + '\n');
    return ExitCode.contentError;
  }
}

process.exitCode = await main(process.argv);
