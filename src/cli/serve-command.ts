/** `mysite serve`: serve the built site, or with --watch build, serve and rebuild on save. */
import type { Command } from 'commander';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { MysiteError } from '../core/errors.js';
import { color } from './output.js';
import { terminalWatchReporter } from './watch-report.js';
import type { GlobalOptions } from './global-options.js';
import type { TrailingSlash } from '../core/trailing-slash.js';

interface ServeOptions {
  port: string;
  host: string;
  watch?: boolean;
  open?: boolean;
  dir?: string;
  locale?: string;
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('serve the site locally; with --watch, rebuild and reload the browser on every save')
    .option('-p, --port <port>', 'port to listen on', '3000')
    .option('--host <host>', 'address to bind (127.0.0.1: this machine only)', '127.0.0.1')
    .option('-w, --watch', 'build in memory, watch the sources, rebuild and live-reload on changes')
    .option('--open', 'open the site in the default browser')
    .option('--dir <dir>', 'folder to serve without --watch (default: the config outDir, dist)')
    .option('-l, --locale <locale>', 'with --watch, the locale of a translated site to build and serve (default: the default locale)')
    .action(async (opts: ServeOptions, cmd: Command) => {
      const global = cmd.optsWithGlobals<GlobalOptions>();
      const port = Number(opts.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        throw MysiteError.of({ code: 'serve/bad-port', message: `"${opts.port}" is not a port number.` });
      }
      const url = opts.watch ? await watch(global, opts, port) : await serveFolder(global.root, opts, port);
      process.stdout.write(`${color.green('✔')} Serving ${url}${opts.watch ? ' (watching for changes)' : ''}  ${color.dim('Ctrl+C to stop')}\n`);
      if (opts.open) openBrowser(url);
      await new Promise(() => {}); // run until interrupted
    });
}

/** serve --watch until Ctrl+C, which saves the caches and stops the threads first. */
async function watch(global: GlobalOptions, opts: ServeOptions, port: number): Promise<string> {
  const { createWatchServer } = await import('../server/watch-server.js');
  const server = await createWatchServer({
    siteDir: global.root,
    port,
    host: opts.host,
    reporter: terminalWatchReporter(Boolean(global.quiet)),
    locale: opts.locale,
  });
  process.once('SIGINT', () => void server.close().finally(() => process.exit(0)));
  return server.url;
}

async function serveFolder(siteDir: string, opts: ServeOptions, port: number): Promise<string> {
  const [{ createStaticServer }, { folderSource }, { listen }, { loadConfig }, { builtSite }] = await Promise.all([
    import('../server/static-server.js'),
    import('../server/file-source.js'),
    import('../server/listen.js'),
    import('../config/load.js'),
    import('../server/built-site.js'),
  ]);
  const root = resolve(siteDir);
  let baseUrl = '/';
  let outDir = opts.dir;
  let trailingSlash: TrailingSlash = false;
  if (existsSync(resolve(root, 'site.config.ts'))) {
    const { config } = await loadConfig(root);
    baseUrl = config.baseUrl;
    trailingSlash = config.trailingSlash;
    outDir ??= config.outDir;
  }
  const dir = resolve(root, outDir ?? 'dist');
  const site = builtSite(dir);
  if (!site) throw MysiteError.of({ code: 'serve/no-build', message: `There is no built site in ${dir}.` });
  const server = createStaticServer({ files: folderSource(dir), baseUrl, trailingSlash });
  const url = await listen(server, port, opts.host);
  // A one-locale build has no home page at the top: name where its pages are.
  return site.entry ? `${url}${baseUrl}${site.entry}` : url;
}

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', '', url] : [url];
  const child = spawn(command, args, { stdio: 'ignore', detached: true });
  child.on('error', () => process.stderr.write(`Could not open a browser; visit ${url}\n`));
  child.unref();
}
