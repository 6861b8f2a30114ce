/**
 * `@theme/IdealImage` (Docusaurus's plugin-ideal-image): `<Image img={require('./x.png')} />`.
 * `img` is what the import gives with the config's `idealImage` (mdx/ideal-image/: the image
 * in each width, with its size), the same wrapped as a module (`{ default: … }`), or a URL.
 * It is one `<img>`: `srcset` and `sizes` let the browser pick the width, and `width` and
 * `height` keep its place while it loads (nothing shifts), with no JavaScript, as
 * Docusaurus's lazy-loading placeholder would need.
 */
import type { ImgHTMLAttributes } from 'react';

interface IdealImageVariant {
  path: string;
  width?: number;
  height?: number;
}

/** What an image import gives with `idealImage` (Docusaurus's `{ preSrc, src }`). */
interface IdealImageImport {
  preSrc?: string;
  src: { src: string; width?: number; height?: number; images?: IdealImageVariant[] };
}

type IdealImageSource = string | IdealImageImport | { default: string | IdealImageImport };

export interface IdealImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  img: IdealImageSource;
}

export default function IdealImage({ img, alt, width, height, loading, decoding, ...rest }: IdealImageProps) {
  const image = typeof img === 'object' && 'default' in img ? img.default : img;
  if (typeof image === 'string')
    return <img src={image} alt={alt} width={width} height={height} loading={loading ?? 'lazy'} decoding={decoding ?? 'async'} {...rest} />;
  const variants = (image.src.images ?? []).filter((variant) => variant.width);
  const widest = image.src.width;
  return (
    <img
      src={image.src.src}
      alt={alt}
      {...(variants.length > 1
        ? {
            srcSet: variants.map((variant) => `${variant.path} ${variant.width}w`).join(', '),
            // At most the widest file's width, and no wider than the screen.
            sizes: rest.sizes ?? `(max-width: ${widest}px) 100vw, ${widest}px`,
          }
        : {})}
      width={width ?? image.src.width}
      height={height ?? image.src.height}
      loading={loading ?? 'lazy'}
      decoding={decoding ?? 'async'}
      {...rest}
    />
  );
}
