/**
 * Draws one 1200×630 social card with Skia (@napi-rs/canvas): a bar in the
 * accent colour, the logo and site name, the page title (wrapped, smaller
 * when long, cut with an ellipsis past four lines) and the page's section
 * with the site's host. Text is shaped and rasterised by Skia with its
 * glyph cache, so a card costs about a millisecond to draw. Encoding is
 * the cost, paid on a card thread: JPEG (quality 90) takes about a third
 * of the time of Skia's PNG encoder, which tries every row filter.
 */
import { createCanvas, GlobalFonts, type Canvas, loadImage, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import type { SocialCardOptions } from '../../config/schema.js';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const PAD = 72;
const FAMILY = 'mysite-card';

export interface CardContent {
  site: string;
  title: string;
  /** The navbar label of the page's section, if any. */
  section?: string;
  /** Shown at the bottom right, e.g. `example.com`. */
  host: string;
}

export interface CardStyle extends Omit<SocialCardOptions, 'font'> {
  /** Bytes of the bold font. */
  font: Buffer;
  /** Bytes of the logo (SVG or PNG), if the site has one. */
  logo?: Buffer;
}

const fonts = new WeakSet<Buffer>();
const logos = new WeakMap<Buffer, Promise<Image | undefined>>();

function loadFont(bytes: Buffer): void {
  if (fonts.has(bytes)) return;
  GlobalFonts.register(bytes, FAMILY);
  fonts.add(bytes);
}

function logoImage(bytes: Buffer | undefined): Promise<Image | undefined> {
  if (!bytes) return Promise.resolve(undefined);
  let image = logos.get(bytes);
  if (!image) {
    // An unreadable logo is left out rather than failing the build.
    image = loadImage(bytes).catch(() => undefined);
    logos.set(bytes, image);
  }
  return image;
}

/** Words on lines no wider than `width`; a word wider than a line is broken between characters. */
export function wrapText(ctx: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (ctx.measureText(candidate).width <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of word) {
      if (ctx.measureText(line + char).width > width && line) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The title at the largest size that fits in four lines; past that, the fourth ends with "…". */
function fitTitle(ctx: SKRSContext2D, title: string): { size: number; lines: string[] } {
  const width = CARD_WIDTH - 2 * PAD;
  let lines: string[] = [];
  for (const size of [76, 64, 54]) {
    ctx.font = `700 ${size}px ${FAMILY}`;
    lines = wrapText(ctx, title, width);
    if (lines.length <= (size === 76 ? 3 : 4)) return { size, lines };
  }
  const kept = lines.slice(0, 4);
  let last = kept[3]!;
  while (last && ctx.measureText(last + '…').width > width) last = last.slice(0, -1);
  kept[3] = last.trimEnd() + '…';
  return { size: 54, lines: kept };
}

/**
 * One canvas for every card: its pixels live outside the JavaScript heap,
 * so a canvas per card (3 MB each) piled up faster than garbage collection
 * noticed, gigabytes in a big build.
 */
let shared: Canvas | undefined;

export async function drawCard(content: CardContent, style: CardStyle): Promise<Buffer> {
  loadFont(style.font);
  // Awaited before drawing starts, so no other card can draw on the canvas meanwhile.
  const logo = await logoImage(style.logo);
  shared ??= createCanvas(CARD_WIDTH, CARD_HEIGHT);
  const canvas = shared;
  const ctx = canvas.getContext('2d');
  ctx.reset();
  ctx.fillStyle = style.background;
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  ctx.fillStyle = style.accent;
  ctx.fillRect(0, 0, CARD_WIDTH, 16);

  let x = PAD;
  if (logo) {
    ctx.drawImage(logo, PAD, PAD, 64, 64);
    x += 64 + 24;
  }
  ctx.textBaseline = 'middle';
  ctx.fillStyle = style.accent;
  ctx.font = `700 40px ${FAMILY}`;
  ctx.fillText(content.site, x, PAD + 34, CARD_WIDTH - PAD - x);

  const { size, lines } = fitTitle(ctx, content.title);
  const lineHeight = Math.round(size * 1.18);
  const top = 200 + (4 - lines.length) * lineHeight * 0.25;
  ctx.textBaseline = 'top';
  ctx.fillStyle = style.text;
  ctx.font = `700 ${size}px ${FAMILY}`;
  lines.forEach((line, i) => ctx.fillText(line, PAD, top + i * lineHeight));

  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = style.muted;
  ctx.font = `700 34px ${FAMILY}`;
  if (content.section) ctx.fillText(content.section, PAD, CARD_HEIGHT - PAD);
  ctx.textAlign = 'right';
  ctx.fillText(content.host, CARD_WIDTH - PAD, CARD_HEIGHT - PAD);
  // Synchronous: this runs on the card thread, whose only job this is.
  return canvas.encodeSync('jpeg', 90);
}
