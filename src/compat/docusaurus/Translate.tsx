/**
 * `@docusaurus/Translate`: `<Translate id="home.greeting" values={{ name }}>
 * {'Hello {name}'}</Translate>` and `translate({ id, message }, values)`:
 * the message, looked up by its id (translations.ts: for now, the message
 * as written), with its `{placeholders}` filled in.
 */
import type { ReactNode } from 'react';
import { lookUpMessage, type MessageDescriptor } from '../translations.js';
import { type InterpolateValues, interpolate } from './Interpolate.js';

export function translate(descriptor: MessageDescriptor, values?: Record<string, string | number>): string {
  return String(interpolate(lookUpMessage(descriptor), values));
}

export interface TranslateProps {
  id?: string;
  description?: string;
  values?: InterpolateValues;
  children?: ReactNode;
}

/** A message is text; Markdown between the tags (an MDX paragraph) is shown as it is, with no lookup. */
export default function Translate({ id, description, values, children }: TranslateProps): ReactNode {
  if (children !== undefined && typeof children !== 'string') return children;
  return <>{interpolate(lookUpMessage({ id, description, message: children }), values)}</>;
}
