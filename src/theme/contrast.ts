/**
 * Colour arithmetic for theme colours: WCAG relative luminance and contrast,
 * and the nearest shade of a colour that reads well on a given background.
 */

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16) / 255) as Rgb;
}

export function toHex(rgb: Rgb): string {
  return (
    '#' +
    rgb
      .map((c) =>
        Math.round(Math.min(1, Math.max(0, c)) * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(parseHex(a)), luminance(parseHex(b))];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/**
 * The colour itself if it has `ratio` contrast on `background`, else the
 * first shade towards black (on a light background) or white (on a dark
 * one) that has it.
 */
export function readableOn(color: string, background: string, ratio: number): string {
  const towards = luminance(parseHex(background)) > 0.18 ? 0 : 1;
  const rgb = parseHex(color);
  for (let step = 0; step <= 100; step++) {
    const t = step / 100;
    const shade = toHex(rgb.map((c) => c + (towards - c) * t) as Rgb);
    if (contrast(shade, background) >= ratio) return shade;
  }
  return towards === 0 ? '#000000' : '#ffffff';
}

/** Black or white, whichever reads better on the colour. */
export function textOn(color: string): string {
  return contrast(color, '#000000') >= contrast(color, '#ffffff') ? '#000000' : '#ffffff';
}
