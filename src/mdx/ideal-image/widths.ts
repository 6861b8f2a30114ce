/**
 * The widths an ideal image is made in, from the config's options as
 * Docusaurus's responsive loader reads them: `min`–`max` in `steps` steps,
 * else `sizes`, else `size`, else the image's own width; none wider than
 * the image (it is never enlarged), each once, narrowest first.
 */
import type { IdealImageOptions } from '../../config/schema.js';

export function imageWidths(options: IdealImageOptions, ownWidth: number): number[] {
  const asked = askedWidths(options) ?? [ownWidth];
  return [...new Set(asked.map((width) => Math.min(width, ownWidth)))].sort((a, b) => a - b);
}

function askedWidths({ min, max, steps, sizes, size }: IdealImageOptions): number[] | undefined {
  if (min !== undefined && max !== undefined) {
    if (steps <= 1 || max <= min) return [Math.max(min, max)];
    const step = (max - min) / (steps - 1);
    return Array.from({ length: steps }, (_, i) => Math.ceil(min + step * i));
  }
  if (sizes && sizes.length > 0) return sizes;
  if (size !== undefined) return [size];
  return undefined;
}
