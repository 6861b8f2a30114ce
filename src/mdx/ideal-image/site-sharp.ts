/**
 * `sharp`, which resizes ideal images, is the site's to install (an optional
 * peer dependency of mysite: it is large, and most sites never resize an
 * image): it is loaded from the site's folder, as the site's own code would
 * load it, never from mysite's.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** What of sharp's API resizing uses. */
export interface Sharp {
  (input: Uint8Array): SharpImage;
  versions?: { sharp?: string };
}

interface SharpImage {
  resize(options: { width: number; withoutEnlargement: boolean }): SharpImage;
  png(options: { compressionLevel: number }): SharpImage;
  jpeg(options: { quality: number }): SharpImage;
  toBuffer(): Promise<Buffer>;
}

export interface SiteSharp {
  sharp: Sharp;
  /** Its version, which the resized files follow from. */
  version: string;
}

/** The site's `sharp`, or undefined when it has none (or it cannot load on this machine). */
export function siteSharp(siteDir: string): SiteSharp | undefined {
  const require = createRequire(join(siteDir, 'package.json'));
  try {
    const sharp = require('sharp') as Sharp;
    const version = sharp.versions?.sharp ?? (require('sharp/package.json') as { version: string }).version;
    return { sharp, version };
  } catch {
    return undefined;
  }
}

/** What to tell a site whose config asks for ideal images without sharp. */
export const SHARP_INSTALL = 'npm install sharp';
