/**
 * One ideal image: the PNG or JPEG a page's code imports, as the object
 * `@theme/IdealImage` takes (Docusaurus's shape: `{ src: { src, width,
 * height, images: [{ path, width, height }] } }`). With sharp, the image is
 * made in each width the options ask for (widths.ts), each file named by
 * its contents under `assets/ideal-img/`, and kept in the cache folder under
 * a key of the source's bytes, the width, the quality and sharp's version;
 * without it, the image as it is, with the size its header gives.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { imageSize } from '../../core/image-size.js';
import { saveFileAtomically } from '../../core/save-file.js';
import type { OutputFile } from '../../core/types.js';
import { assetPath } from '../imports/published-files.js';
import type { IdealImages } from './ideal-images.js';
import type { SiteSharp } from './site-sharp.js';
import { imageWidths } from './widths.js';

export interface IdealImageVariant {
  /** The file's URL, base URL included. */
  path: string;
  width: number;
  height: number;
}

export interface IdealImageModule {
  src: { src: string; width?: number; height?: number; images: IdealImageVariant[] };
}

export interface MadeImage {
  module: IdealImageModule;
  files: OutputFile[];
}

export async function responsiveImage(file: string, bytes: Buffer, images: IdealImages, baseUrl: string): Promise<MadeImage> {
  const size = imageSize(bytes);
  if (!images.sharp || !size) {
    const path = assetPath(file, bytes);
    const src = baseUrl + path;
    return { module: { src: { src, ...size, images: size ? [{ path: src, ...size }] : [] } }, files: [{ path, contents: bytes }] };
  }
  const files: OutputFile[] = [];
  const variants: IdealImageVariant[] = [];
  for (const width of imageWidths(images.options, size.width)) {
    const contents = await resized(bytes, file, width, images.options.quality, images.sharp, images.cacheDir);
    const made = imageSize(contents) ?? { width, height: Math.round((size.height * width) / size.width) };
    const path = variantPath(file, contents, made.width);
    files.push({ path, contents });
    variants.push({ path: baseUrl + path, ...made });
  }
  const largest = variants[variants.length - 1]!;
  return { module: { src: { src: largest.path, width: largest.width, height: largest.height, images: variants } }, files };
}

function isJpeg(file: string): boolean {
  return /\.jpe?g$/i.test(file);
}

/** `assets/ideal-img/<name>.<hash>.<width>.<ext>`, as Docusaurus names them. */
function variantPath(file: string, contents: Buffer, width: number): string {
  const ext = extname(file);
  const hash = createHash('sha1').update(contents).digest('hex').slice(0, 8);
  return `assets/ideal-img/${basename(file, ext)}.${hash}.${width}${ext.toLowerCase()}`;
}

async function resized(
  bytes: Buffer,
  file: string,
  width: number,
  quality: number,
  { sharp, version }: SiteSharp,
  cacheDir: string | undefined,
): Promise<Buffer> {
  const jpeg = isJpeg(file);
  const key = createHash('sha256')
    .update(JSON.stringify({ made: 'ideal image 1', sharp: version, width, format: jpeg ? 'jpeg' : 'png', ...(jpeg ? { quality } : {}) }))
    .update(bytes)
    .digest('hex')
    .slice(0, 32);
  const cached = cacheDir && join(cacheDir, `${key}${jpeg ? '.jpg' : '.png'}`);
  if (cached && existsSync(cached)) return readFileSync(cached);
  const image = sharp(bytes).resize({ width, withoutEnlargement: true });
  const contents = await (jpeg ? image.jpeg({ quality }) : image.png({ compressionLevel: 9 })).toBuffer();
  if (cached) saveFileAtomically(cached, contents);
  return contents;
}
