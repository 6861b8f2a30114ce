/** The text a React node shows (its strings and numbers, through elements' children), as `textContent` would give it. */
import { Children, isValidElement, type ReactNode } from 'react';

export function textOf(node: ReactNode): string {
  let text = '';
  Children.forEach(node, (child) => {
    if (typeof child === 'string' || typeof child === 'number') text += String(child);
    else if (isValidElement(child)) text += textOf((child.props as { children?: ReactNode }).children);
  });
  return text;
}
