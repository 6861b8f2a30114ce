/** `mysite write-translations [--locale <l>]`: the file a translator fills in with the theme's texts. */
import type { Command } from 'commander';
import { resolve } from 'node:path';
import { color } from './output.js';
import type { GlobalOptions } from './global-options.js';

export function registerWriteTranslations(program: Command): void {
  program
    .command('write-translations')
    .description('write i18n/<locale>/code.json with every UI text of the theme, keeping the texts already translated')
    .option('--locale <locale>', 'the locale to write (default: the config locale)')
    .action(async (opts: { locale?: string }, cmd: Command) => {
      const global = cmd.optsWithGlobals<GlobalOptions>();
      const [{ loadConfig }, { locateTheme }, { uiMessages }, { writeTranslations }] = await Promise.all([
        import('../config/load.js'),
        import('../theme/locate-theme.js'),
        import('../theme/theme-messages.js'),
        import('../config/translations.js'),
      ]);
      const siteDir = resolve(global.root);
      const { config } = await loadConfig(siteDir);
      const messages = uiMessages(locateTheme(config.theme.name, siteDir).dir);
      const { file, added } = writeTranslations(siteDir, opts.locale ?? config.locale, messages);
      process.stdout.write(`${color.green('✔')} ${file}: ${added} message${added === 1 ? '' : 's'} added, ${messages.size} in the theme.\n`);
    });
}
