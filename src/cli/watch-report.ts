/** serve --watch on the terminal: progress on stdout (not with --quiet), problems on stderr. */
import type { WatchReporter } from '../server/watch-reporter.js';
import { color, formatMs, printDiagnostics } from './output.js';

export function terminalWatchReporter(quiet: boolean): WatchReporter {
  const log = (text: string) => {
    if (!quiet) process.stdout.write(text + '\n');
  };
  return {
    built: (pages, ms) => log(`${color.green('✔')} Built ${pages} pages in ${formatMs(Math.round(ms))}`),
    rebuilt: (changed, pages, ms) =>
      log(`${color.green('↻')} ${changed.join(', ')}: ${pages} page${pages === 1 ? '' : 's'} rebuilt in ${formatMs(Math.round(ms))}`),
    warnings: printDiagnostics,
    failed(diagnostics) {
      printDiagnostics(diagnostics);
      process.stderr.write(color.red('✖ Build failed; still serving the last good version. Fix the error and save again.\n'));
    },
    watchError: (error) => process.stderr.write(color.yellow(`watch: ${error.message}\n`)),
  };
}
