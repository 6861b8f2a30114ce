/**
 * `@theme/Heading`: `<Heading as="h2" id="setup">` is a heading as a
 * Markdown page's `## Setup` renders (markdown/plugins/headings.ts): its id
 * (the `id` prop, else slugged from its text the way Markdown headings are)
 * and, from h2 down, the `#` link to it. An MDX page's table of contents is
 * read from its rendered HTML (mdx/html-outline.ts), so these headings are
 * listed there too. An h1 gets no link, as in Docusaurus.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { siteMessages } from '../../core/site-messages.js';
import { markdownText } from '../../markdown/texts.js';
import { usePageState } from '../page-state.js';
import { textOf } from '../react-text.js';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  id?: string;
  children?: ReactNode;
}

export default function Heading({ as: Tag = 'h2', id, children, ...rest }: HeadingProps) {
  const { slugger } = usePageState();
  const label = textOf(children).trim();
  if (Tag === 'h1')
    return (
      <Tag id={id} {...rest}>
        {children}
      </Tag>
    );
  // A given id is reserved, so that a later heading of the same text gets a suffix, as in Markdown.
  const anchor = id ?? slugger.slug(label);
  if (id) slugger.slug(id);
  return (
    <Tag id={anchor} {...rest}>
      {children}
      <a className="hash-link" href={`#${anchor}`} aria-label={markdownText(siteMessages(), 'theme.common.headingLinkTitle', { heading: label })}>
        #
      </a>
    </Tag>
  );
}
