/**
 * `@docusaurus/Translate`: `<Translate id="home.greeting" values={{ name }}>
 * {'Hello {name}'}</Translate>` and `translate({ id, message }, values)`:
 * the message, looked up by its id in the site's texts (translations.ts),
 * with its `{placeholders}` filled in. The component reads the texts of the
 * page being rendered (an MDX page's, as its islands do too); the function,
 * which may run outside a render, those the theme was given.
 */
import { type ReactNode, useContext } from 'react';
import { siteMessages } from '../../core/site-messages.js';
import { PageContext } from '../page-context.js';
import { lookUpMessage, type MessageDescriptor } from '../translations.js';
import { type InterpolateValues, interpolate } from './Interpolate.js';

export function translate(descriptor: MessageDescriptor, values?: Record<string, string | number>): string {
  return String(interpolate(lookUpMessage(descriptor, siteMessages()), values));
}

export interface TranslateProps {
  id?: string;
  description?: string;
  values?: InterpolateValues;
  children?: ReactNode;
}

/** A message is text; Markdown between the tags (an MDX paragraph) is shown as it is, with no lookup. */
export default function Translate({ id, description, values, children }: TranslateProps): ReactNode {
  const messages = useContext(PageContext)?.site.messages ?? siteMessages();
  if (children !== undefined && typeof children !== 'string') return children;
  return <>{interpolate(lookUpMessage({ id, description, message: children }, messages), values)}</>;
}
