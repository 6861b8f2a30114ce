/**
 * With the config's `idealImage` (Docusaurus's plugin-ideal-image), a PNG or
 * JPEG imported from code (`require('./x.png')`, `import x from './x.jpg'`)
 * is the object `@theme/IdealImage` takes, as the plugin makes it
 * (ideal-image/responsive-image.ts); as text (`<img src={…} />`) it is still
 * the image's URL. Before published-files.ts, which would publish it as a URL.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import type { OutputFile } from '../../core/types.js';
import type { IdealImages } from '../ideal-image/ideal-images.js';
import { responsiveImage } from '../ideal-image/responsive-image.js';
import type { FileBoundary } from './boundary.js';
import { claims, fromStylesheet, resolveOnward } from './resolving.js';

/** The namespace of an ideal image's module (its path is the image's). */
export const IDEAL_IMAGE_NAMESPACE = 'mysite-ideal-image';

export interface IdealImageRuleOptions {
  images: IdealImages;
  baseUrl: string;
  emit: (file: OutputFile) => void;
  boundary: FileBoundary;
}

export function idealImageImports({ images, baseUrl, emit, boundary }: IdealImageRuleOptions): Plugin {
  return {
    name: 'mysite-ideal-images',
    setup(build) {
      build.onResolve(
        { filter: /\.(?:png|jpe?g)$/i },
        claims(async (args) => {
          if (fromStylesheet(args)) return undefined;
          const resolved = await resolveOnward(build, args.path, args);
          if (resolved.errors.length > 0) return { errors: resolved.errors };
          return boundary.refusal(args, resolved.path) ?? { path: resolved.path, namespace: IDEAL_IMAGE_NAMESPACE };
        }),
      );
      build.onLoad({ filter: /.*/, namespace: IDEAL_IMAGE_NAMESPACE }, async (args) => {
        const made = await responsiveImage(args.path, readFileSync(args.path), images, baseUrl);
        for (const file of made.files) emit(file);
        const contents = [
          `const image = ${JSON.stringify(made.module)};`,
          // As the plugin's loader does: the image stands for its URL where a string is wanted.
          'Object.defineProperty(image, "toString", { value: () => image.src.src });',
          // CommonJS, as the plugin's loader gives it: `require('./x.png')` is the image itself, not a module with a default.
          'module.exports = image;',
        ].join('\n');
        return { contents, loader: 'js' };
      });
    },
  };
}
