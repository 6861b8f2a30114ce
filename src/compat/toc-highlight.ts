/**
 * `useTOCHighlight({ linkClassName, linkActiveClassName, minHeadingLevel,
 * maxHeadingLevel })` of `@docusaurus/theme-common/internal`, for a table of
 * contents a site writes itself: while the page scrolls, the link (of class
 * `linkClassName`) to the last heading that has reached the top of the window
 * gets `linkActiveClassName`, as in Docusaurus. In the browser only.
 */
import { useEffect } from 'react';

export interface TocHighlightConfig {
  linkClassName: string;
  linkActiveClassName: string;
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

/** How far below the top of the window a heading counts as reached (the navbar's height, about). */
const TOP_OFFSET = 80;

export function useTOCHighlight(config: TocHighlightConfig | undefined): void {
  useEffect(() => {
    if (!config) return undefined;
    const { linkClassName, linkActiveClassName } = config;
    const update = () => {
      const links = [...document.getElementsByClassName(linkClassName)].filter((l): l is HTMLAnchorElement => l instanceof HTMLAnchorElement);
      const headings = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1)))).filter((h): h is HTMLElement => h !== null);
      const reached = headings.filter((h) => h.getBoundingClientRect().top <= TOP_OFFSET).at(-1) ?? headings[0];
      for (const link of links) link.classList.toggle(linkActiveClassName, reached !== undefined && decodeURIComponent(link.hash.slice(1)) === reached.id);
    };
    update();
    document.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      document.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [config?.linkClassName, config?.linkActiveClassName]);
}
