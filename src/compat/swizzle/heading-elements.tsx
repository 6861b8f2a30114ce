/**
 * A swizzled `Heading` renders the headings of every MDX page, as in
 * Docusaurus, whose MDX components make `## Setup` a `<Heading as="h2">`:
 * the provider (mdx/provider.ts) gives MDX these `h1`…`h6`. The heading
 * arrives with the id and the `#` link the Markdown pipeline gave it; the
 * link is left out of its children, since the Heading it wraps
 * (`@theme-original/Heading`) draws its own.
 */
import { Children, isValidElement, type ComponentType, type ReactNode } from 'react';

const LEVELS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

// biome-ignore lint/suspicious/noExplicitAny: the site's component is JavaScript as often as not.
export function headingElements(Heading: ComponentType<any>): Record<string, ComponentType<{ children?: ReactNode }>> {
  return Object.fromEntries(
    LEVELS.map((as) => [
      as,
      ({ children, ...rest }: { children?: ReactNode }) => (
        <Heading as={as} {...rest}>
          {Children.toArray(children).filter((child) => !(isValidElement<{ className?: string }>(child) && child.props.className === 'hash-link'))}
        </Heading>
      ),
    ]),
  );
}
