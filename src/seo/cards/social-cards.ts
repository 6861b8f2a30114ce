/**
 * A social card per page (see draw-card.ts), for pages without an image of
 * their own. Cards are cached by a hash of everything drawn on them (the
 * font, the logo, the colours and the text) and of the engine identity (the
 * drawing code and the canvas package), on disk in `.mysite-cache/cards/`
 * and in memory for watch mode, so a warm build
 * draws only the cards whose page title or section changed. Drawing
 * starts as each content source finishes, beside the sources still loading,
 * on one thread; once the pages are rendered, on as many as the build's jobs.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { saveFileAtomically } from '../../core/save-file.js';
import type { SiteConfig } from '../../config/schema.js';
import { MysiteError } from '../../core/errors.js';
import type { OutputFile, Route } from '../../core/types.js';
import { routeCardFile } from '../../core/urls.js';
import { pageSection } from '../page-section.js';
import type { CardContent, CardStyle } from './draw-card.js';
import { checkCardPackages, DEFAULT_FONT } from './card-packages.js';
import { CardThreads } from './card-thread.js';
import { requireFromEngine } from '../../core/engine-package.js';

/** Pages that get a generated card (the same rule as the `og:image` in document.ts). */
export function cardRoutes(routes: Route[]): Route[] {
  return routes.filter((r) => !r.head.image && !r.head.noindex);
}

/** The route whose card file a page shows: its own, or the one it shares. */
function cardPath(route: Route): string {
  return route.head.sharedCard?.path ?? route.path;
}

export class SocialCards {
  private readonly cards = new Map<string, Promise<Buffer>>();
  /** This run's style, read once (see `files`). */
  private style?: { key: string; style: CardStyle };
  private readonly threads = new CardThreads();

  /**
   * `dir`: the cache folder on disk, or undefined to keep cards in memory
   * only; `jobs`: how many threads may draw once the pages are rendered.
   */
  /** `dir`: where cards are kept between builds; `engineIdentity`: what drew them (an upgrade draws them again). */
  constructor(
    private readonly siteDir: string,
    private readonly dir: string | undefined,
    private readonly engineIdentity: string,
    private readonly jobs = 1,
  ) {}

  /**
   * Starts drawing the cards of some routes (a source that has finished
   * loading), while the other sources still load; errors show in `files`.
   */
  warm(routes: Route[], config: SiteConfig): void {
    if (!config.socialCards) return;
    for (const route of cardRoutes(routes)) this.cardOf(route, config).catch(() => {});
  }

  /** The cards of every page as output files; forgets the cards no page uses any more. */
  async files(routes: Route[], config: SiteConfig): Promise<OutputFile[]> {
    if (!config.socialCards) return [];
    try {
      // One card per card path: pages that share a card name the same one.
      const byPath = new Map(cardRoutes(routes).map((route) => [cardPath(route), route]));
      const list = [...byPath.values()];
      const cards = await Promise.all(list.map((route) => this.cardOf(route, config)));
      const used = new Set(list.map((route) => this.keyOf(route, config)));
      this.forgetAllBut(used);
      return list.map((route, i) => ({ path: routeCardFile(cardPath(route)), contents: cards[i]! }));
    } finally {
      this.style = undefined;
    }
  }

  private contentOf(route: Route, config: SiteConfig): CardContent {
    const title = route.head.sharedCard?.title ?? route.head.title;
    return { site: config.title, title: title || config.title, section: pageSection(config, route.path)?.label, host: new URL(config.url).host };
  }

  private keyOf(route: Route, config: SiteConfig): string {
    this.style ??= this.styleFor(config);
    return createHash('sha1')
      .update(this.style.key)
      .update(JSON.stringify(this.contentOf(route, config)))
      .digest('hex');
  }

  private cardOf(route: Route, config: SiteConfig): Promise<Buffer> {
    const key = this.keyOf(route, config);
    let card = this.cards.get(key);
    if (!card) {
      card = this.load(key, this.contentOf(route, config));
      card.catch(() => this.cards.delete(key));
      this.cards.set(key, card);
    }
    return card;
  }

  private async load(key: string, content: CardContent): Promise<Buffer> {
    const file = this.dir && join(this.dir, `${key}.jpg`);
    if (file && existsSync(file)) return readFileSync(file);
    const image = await this.threads.draw(content, this.style!);
    if (file) saveFileAtomically(file, image);
    return image;
  }

  /**
   * The pages are rendered: the cards still to draw are what the build
   * waits for, so they may use every core (one thread drew them so far,
   * beside the threads compiling and rendering).
   */
  hurry(): void {
    this.threads.widen(this.jobs);
  }

  /** Stops the card threads (one starts again when a card is needed). */
  async close(): Promise<void> {
    await this.threads.close();
  }

  private styleFor(config: SiteConfig): { key: string; style: CardStyle } {
    const options = config.socialCards as Exclude<SiteConfig['socialCards'], false>;
    // Before a card thread loads the canvas: a missing package is named, not a thread's crash.
    checkCardPackages(options);
    const fontPath = options.font ? join(this.siteDir, options.font) : requireFromEngine.resolve(DEFAULT_FONT);
    const logoSrc = config.navbar.logo?.src;
    const logoPath = logoSrc && /\.(svg|png|jpe?g|webp)$/i.test(logoSrc) ? join(this.siteDir, config.staticDir, logoSrc) : undefined;
    let font: Buffer;
    try {
      font = readFileSync(fontPath);
    } catch {
      throw MysiteError.of({
        code: 'config/social-card-font',
        message: `The social card font "${options.font}" cannot be read.`,
        at: { file: 'site.config.ts' },
        hint: 'Set socialCards.font to a TTF, OTF or WOFF file in the site folder, or remove it to use the default font.',
      });
    }
    const logo = logoPath && existsSync(logoPath) ? readFileSync(logoPath) : undefined;
    const { background, text, muted, accent } = options;
    const hash = createHash('sha1')
      .update(this.engineIdentity)
      .update(font)
      .update(logo ?? '')
      .update(JSON.stringify([background, text, muted, accent]));
    return { key: hash.digest('hex'), style: { background, text, muted, accent, font, logo } };
  }

  /** Drops cards no page uses any more (memory, and the disk cache). */
  private forgetAllBut(used: Set<string>): void {
    for (const key of this.cards.keys()) if (!used.has(key)) this.cards.delete(key);
    if (!this.dir || !existsSync(this.dir)) return;
    for (const name of readdirSync(this.dir)) if (!used.has(name.replace(/\.jpg$/, ''))) rmSync(join(this.dir, name), { force: true });
  }
}
