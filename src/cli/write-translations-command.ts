/**
 * `mysite write-translations [--locale <l>]`: the files a translator fills
 * in: the theme's texts and the site's own (`<Translate>` and `translate()`
 * in src/ and the content folders) (code.json), the navbar's and footer's
 * (docusaurus-theme-classic/navbar.json, footer.json) and the docs
 * sidebars' category labels (docusaurus-plugin-content-docs/current.json,
 * version-<v>.json; docusaurus-plugin-content-docs-<id>/ for another docs
 * section), as Docusaurus lays them out. A UI text new to
 * code.json starts as mysite's built-in translation when the locale's
 * language has one (src/i18n/catalogues/), else as the code's English.
 */
import type { Command } from 'commander';
import { resolve } from 'node:path';
import { color } from './output.js';
import type { GlobalOptions } from './global-options.js';

export function registerWriteTranslations(program: Command): void {
  program
    .command('write-translations')
    .description(
      'write the i18n/<locale>/ files of every UI, navbar, footer and sidebar text, keeping the texts already translated (new UI texts start from the built-in translation of the language, when mysite has one)',
    )
    .option('--locale <locale>', 'the locale to write (default: i18n.defaultLocale, else the config locale)')
    .action(async (opts: { locale?: string }, cmd: Command) => {
      const global = cmd.optsWithGlobals<GlobalOptions>();
      const [
        { loadConfig },
        { locateTheme },
        { uiMessages },
        { writeTranslations, writeMessagesFile },
        themeConfig,
        sidebarTexts,
        { siteLocales },
        { startingTexts },
        { siteMessages },
        { docsSpecs },
      ] = await Promise.all([
        import('../config/load.js'),
        import('../theme/locate-theme.js'),
        import('../theme/theme-messages.js'),
        import('../config/translations.js'),
        import('../i18n/theme-config-translations.js'),
        import('../i18n/sidebar-translations.js'),
        import('../i18n/site-locales.js'),
        import('../i18n/locale-texts.js'),
        import('../theme/site-messages.js'),
        import('../config/sections.js'),
      ]);
      const siteDir = resolve(global.root);
      const { config } = await loadConfig(siteDir);
      const locale = opts.locale ?? config.i18n?.defaultLocale ?? config.locale;
      const messages = uiMessages(locateTheme(config.theme.name, siteDir).dir);
      const theme = messages.size;
      // The site's own <Translate> and translate() texts, as Docusaurus lists them in code.json, with their descriptions.
      const descriptions = new Map<string, string>();
      for (const [id, text] of siteMessages(siteDir, ['src', config.pagesPath, ...docsSpecs(config).map((d) => d.path), ...config.blogs.map((b) => b.path)])) {
        if (messages.has(id)) continue;
        messages.set(id, text.message);
        if (text.description !== undefined) descriptions.set(id, text.description);
      }
      const htmlLang = siteLocales(config).find((l) => l.name === locale)?.htmlLang ?? locale;
      const texts = new Map(
        [...startingTexts(messages, htmlLang)].map(([id, message]) => [
          id,
          { message, ...(descriptions.has(id) ? { description: descriptions.get(id)! } : {}) },
        ]),
      );
      const written = [writeTranslations(siteDir, locale, texts)];
      written.push(writeMessagesFile(siteDir, themeConfig.navbarFile(locale), themeConfig.navbarMessages(config.navbar)));
      written.push(writeMessagesFile(siteDir, themeConfig.footerFile(locale), themeConfig.footerMessages(config.footer)));
      const sidebars = await siteSidebars(siteDir);
      for (const [file, texts] of sidebarTexts.sidebarMessages(sidebars, locale, sidebarTexts.sidebarSections(siteDir, config))) {
        written.push(writeMessagesFile(siteDir, file, texts));
      }
      for (const { file, added } of written) process.stdout.write(`${color.green('✔')} ${file}: ${added} message${added === 1 ? '' : 's'} added\n`);
      process.stdout.write(color.dim(`${theme} messages in the theme, ${messages.size - theme} more in the site's code.\n`));
    });
}

/** The site's sidebars, from its content (loaded, not rendered). */
async function siteSidebars(siteDir: string) {
  const { SiteBuilder } = await import('../builder/orchestration/site-builder.js');
  const builder = await SiteBuilder.create({ siteDir, mode: 'build', jobs: 1, cache: false });
  try {
    return await builder.sidebars();
  } finally {
    await builder.close();
  }
}
