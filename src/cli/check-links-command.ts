/**
 * `mysite check-links`: the CI gate. Checks every internal link and #anchor
 * of a built site (pages, sitemap, feeds); any broken one is an error,
 * whatever the build's warn settings. External links are listed, and only
 * checked with --external.
 */
import type { Command } from 'commander';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { CONFIG_FILE } from '../config/evaluate.js';
import { MysiteError } from '../core/errors.js';
import { quoted } from '../core/quoted.js';
import { color, formatMs, printDiagnostics } from './output.js';
import type { GlobalOptions } from './global-options.js';
import { BuildCache } from '../builder/cache/build-cache.js';
import { isMysiteOutput, OUTPUT_MARK } from '../builder/output/output-mark.js';
import { buildIdIn } from '../builder/output/page-records.js';
import { hostRedirected } from '../links/host-redirect-files.js';

export function registerCheckLinks(program: Command): void {
  program
    .command('check-links')
    .description('check every internal link and #anchor of the built site; exit 1 if any is broken')
    .option('--dir <dir>', 'the built site (default: the config outDir, dist)')
    .option('--external', 'also request every external URL (off by default: offline)')
    .action(async (opts: { dir?: string; external?: boolean }, cmd: Command) => {
      const global = cmd.optsWithGlobals<GlobalOptions>();
      const started = performance.now();
      const [
        { loadConfig },
        { checkLinks },
        { readOutput },
        { loadLinkSources },
        { linkDiagnostics },
        { configLinkSources },
        { localeConfigs },
        { readOutputLocales },
      ] = await Promise.all([
        import('../config/load.js'),
        import('../links/check.js'),
        import('../links/read-output.js'),
        import('../links/link-sources.js'),
        import('../links/report.js'),
        import('../links/config-link-sources.js'),
        import('../i18n/locale-configs.js'),
        import('../i18n/output-locales.js'),
      ]);
      const root = resolve(global.root);
      const hasConfig = existsSync(join(root, 'site.config.ts'));
      const config = hasConfig ? (await loadConfig(root)).config : undefined;
      const dir = resolve(root, opts.dir ?? config?.outDir ?? 'dist');
      if (!existsSync(dir)) {
        throw MysiteError.of({ code: 'check-links/no-build', message: `There is no built site in ${dir}.` });
      }
      // A mistyped --dir in CI must fail, not pass an empty or unrelated folder.
      if (!isMysiteOutput(dir)) {
        throw MysiteError.of({
          code: 'check-links/no-build',
          message: `${dir} is not a site built by mysite: it has no ${OUTPUT_MARK} file, which every build writes.`,
        });
      }
      const label = relative(process.cwd(), dir) || '.';
      const sources = loadLinkSources(new BuildCache(root).linkSources, buildIdIn(dir));
      const output = readOutput(dir, label, sources);
      // The navbar's and footer's links in every locale's pages, by the URL they have there (a locale's carries its base URL).
      const configText = config ? readFileSync(join(root, CONFIG_FILE), 'utf8') : '';
      const fromConfig = new Map((config ? localeConfigs(config, root) : []).flatMap((c) => [...configLinkSources(c, CONFIG_FILE, configText)]).reverse());
      const themeSources = new Map([...fromConfig].map(([url, source]) => [url, source.at]));
      // A translated site built one locale at a time: links into the locales it does not hold lead to another build's pages.
      const locales = readOutputLocales(dir) ?? [];
      const missing = locales.filter((l) => !l.built);
      const result = checkLinks({
        ...output,
        baseUrl: config?.baseUrl ?? '/',
        trailingSlash: config?.trailingSlash,
        origin: config?.url,
        themeSources,
        redirected: hostRedirected(root, config?.staticDir ?? 'static'),
        otherBases: missing.map((l) => l.baseUrl),
        ownBases: locales.filter((l) => l.built).map((l) => l.baseUrl),
      });
      const setBy = (href: string) => fromConfig.get(href)?.key;
      // In CI every broken link is an error, whatever the build's settings.
      const broken = linkDiagnostics(
        result.problems,
        label,
        () => 'error',
        (problem) => {
          const key = problem.at.file === CONFIG_FILE ? setBy(problem.href) : undefined;
          return key ? { setBy: key, hint: `Change ${key} in ${CONFIG_FILE} to a page of the site.` } : undefined;
        },
      );
      const externalUrls = [...new Set(result.external.map((e) => e.href))];
      if (opts.external && externalUrls.length > 0) {
        const { checkExternal } = await import('../links/external.js');
        const checked = await checkExternal(externalUrls);
        for (const e of result.external) {
          const r = checked.get(e.href.split('#')[0]!);
          if (r && !r.ok)
            broken.push({ severity: 'error', code: 'links/broken-external', message: `Broken external link: ${quoted(e.href)} (${r.reason})`, at: e.at });
        }
      }
      const notBuilt = missing.length > 0 ? `, links into the locales it does not hold (${missing.map((l) => l.name).join(', ')}) left out` : '';
      const summary = `${result.checked} internal links in ${output.pages.length} pages and ${output.linkingFiles.length} feeds/sitemaps${notBuilt}, ${externalUrls.length} external URLs ${opts.external ? 'checked' : 'listed (not checked; use --external)'}, in ${formatMs(Math.round(performance.now() - started))}`;
      if (broken.length > 0) {
        printDiagnostics(broken);
        const n = broken.length;
        process.stderr.write(color.red(`✖ ${n} broken link${n === 1 ? '' : 's'} or anchor${n === 1 ? '' : 's'}. `) + summary + '\n');
        process.exitCode = 1;
        return;
      }
      if (global.verbose && !opts.external) for (const url of externalUrls) process.stdout.write(color.dim(`external (skipped): ${url}\n`));
      process.stdout.write(`${color.green('✔')} No broken links: ${summary}\n`);
    });
}
