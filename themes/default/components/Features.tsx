/**
 * A grid of feature cards, each with a title, a sentence or two, and
 * optionally an icon and a link. For pages; imported from `mysite-ssg/theme`.
 */
import type { ReactNode } from 'react';
import { Link, translate } from 'mysite-ssg/client';

export interface Feature {
  title: string;
  text: ReactNode;
  /** Where the card's title leads, if anywhere. */
  to?: string;
  /** Shown above the title; decorative, so hidden from screen readers. */
  icon?: ReactNode;
}

export interface FeaturesProps {
  items: Feature[];
  /** A heading for the section; without one, the cards' titles are the section's headings. */
  title?: string;
}

export function Features({ items, title }: FeaturesProps) {
  const CardHeading = title ? 'h3' : 'h2';
  return (
    <section className="features" aria-label={title ? undefined : translate('theme.features.ariaLabel', 'Features')}>
      {title ? <h2 className="features-title">{title}</h2> : null}
      <ul className="features-grid">
        {items.map((item) => (
          <li key={item.title} className="feature-card">
            {item.icon ? (
              <span className="feature-icon" aria-hidden="true">
                {item.icon}
              </span>
            ) : null}
            <CardHeading className="feature-title">{item.to ? <Link to={item.to}>{item.title}</Link> : item.title}</CardHeading>
            <p className="feature-text">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
