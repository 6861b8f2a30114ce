/**
 * `@theme/ThemedImage`: `<ThemedImage sources={{ light, dark }} alt="…" />`
 * is both images, each shown in its colour mode by the theme's CSS
 * (`html[data-theme='dark']`, set by the head script before the first
 * paint): no JavaScript, no flash, and without JavaScript the light one
 * shows (a printed page too). An image given for one mode only is shown in both.
 */
import type { ImgHTMLAttributes } from 'react';

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  sources: { light?: string; dark?: string };
}

export default function ThemedImage({ sources, className, alt, ...rest }: ThemedImageProps) {
  const modes = (['light', 'dark'] as const).filter((mode) => sources[mode]);
  return (
    <>
      {modes.map((mode) => (
        <img
          key={mode}
          src={sources[mode]}
          alt={alt}
          className={[modes.length > 1 ? `themed-image themed-image--${mode}` : 'themed-image', className].filter(Boolean).join(' ')}
          {...rest}
        />
      ))}
    </>
  );
}
