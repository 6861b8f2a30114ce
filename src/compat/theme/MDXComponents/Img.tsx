/**
 * `@theme/MDXComponents/Img`: the image a page's Markdown `![]()` becomes,
 * loaded lazily and decoded off the main thread as Docusaurus's is.
 */
import type { ImgHTMLAttributes } from 'react';

export default function Img(props: ImgHTMLAttributes<HTMLImageElement>) {
  // biome-ignore lint/a11y/useAltText: the alt text is the author's, passed on in props.
  return <img decoding="async" loading="lazy" {...props} />;
}
