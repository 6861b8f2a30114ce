/**
 * The opening band of a home page: the site's name, a one-line pitch, calls
 * to action and an optional picture. For pages; imported from `mysite-ssg/theme`.
 */
import type { ReactNode } from 'react';
import { Link, useBaseUrl } from 'mysite-ssg/client';

export interface HeroAction {
  label: string;
  /** A site path (`/docs`) or an external URL. */
  to: string;
  /** The first action is primary unless said otherwise. */
  variant?: 'primary' | 'secondary';
}

export interface HeroProps {
  title: ReactNode;
  tagline?: ReactNode;
  actions?: HeroAction[];
  /** A picture beside the text (hidden on narrow screens), a path in `static/`. */
  image?: { src: string; alt: string; width?: number; height?: number };
  children?: ReactNode;
}

function HeroImage({ image }: { image: NonNullable<HeroProps['image']> }) {
  const src = useBaseUrl(image.src);
  return <img className="hero-image" src={src} alt={image.alt} width={image.width ?? 240} height={image.height ?? 240} />;
}

export function Hero({ title, tagline, actions = [], image, children }: HeroProps) {
  return (
    <section className="hero">
      <div className="hero-inner">
        <div className="hero-text">
          <h1 className="hero-title">{title}</h1>
          {tagline ? <p className="hero-tagline">{tagline}</p> : null}
          {actions.length > 0 ? (
            <div className="hero-actions">
              {actions.map((action, i) => {
                const primary = (action.variant ?? (i === 0 ? 'primary' : 'secondary')) === 'primary';
                return (
                  <Link key={action.to + action.label} to={action.to} className={primary ? 'button' : 'button button-outline'}>
                    {action.label}
                  </Link>
                );
              })}
            </div>
          ) : null}
          {children}
        </div>
        {image ? <HeroImage image={image} /> : null}
      </div>
    </section>
  );
}
