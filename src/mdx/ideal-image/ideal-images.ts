/**
 * What a site's ideal images are made with, decided once per builder: the
 * config's options, whether to resize at all (`disableInDev` under
 * `mysite serve`), the site's sharp, and where resized files are kept.
 */
import type { IdealImageOptions } from '../../config/schema.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { SHARP_INSTALL, type SiteSharp, siteSharp } from './site-sharp.js';

export interface IdealImages {
  options: IdealImageOptions;
  /** The site's sharp, when it has one and images are resized; else images are used as they are. */
  sharp?: SiteSharp;
  /** Where resized files are kept between builds (undefined with `--no-cache`). */
  cacheDir?: string;
  /** Images were to be resized, and the site has no sharp: the build says so once (`idealImageWarning`). */
  withoutSharp?: true;
}

export interface IdealImagesInput {
  options: IdealImageOptions | undefined;
  siteDir: string;
  /** `mysite serve`, where `disableInDev` leaves images as they are. */
  watching: boolean;
  cacheDir?: string;
}

/** Undefined when the config has no `idealImage`: images imported from code are then their URL. */
export function idealImagesOf({ options, siteDir, watching, cacheDir }: IdealImagesInput): IdealImages | undefined {
  if (!options) return undefined;
  const resize = !(watching && options.disableInDev);
  const sharp = resize ? siteSharp(siteDir) : undefined;
  return { options, ...(sharp ? { sharp } : {}), ...(cacheDir ? { cacheDir } : {}), ...(resize && !sharp ? { withoutSharp: true } : {}) };
}

/** The one warning of a build whose images are not resized for want of sharp. */
export function idealImageWarning(images: IdealImages | undefined): Diagnostic | undefined {
  if (!images?.withoutSharp) return undefined;
  return {
    severity: 'warning',
    code: 'config/ideal-image-sharp',
    message:
      "idealImage is set, but the site's project has no sharp package to resize images: images imported from code are used as they are, with their width and height.",
    at: { file: 'site.config.ts' },
    hint: `Install it in the site folder: ${SHARP_INSTALL}`,
  };
}

/** What the bundles' images follow from, for the keys of cached bundles. */
export function idealImagesKey(images: IdealImages | undefined): unknown {
  return images && { options: images.options, sharp: images.sharp?.version ?? null };
}
