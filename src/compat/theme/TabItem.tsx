/**
 * `@theme/TabItem`: one tab of a `<Tabs>` group. `<Tabs>` reads its props
 * (`value`, `label`, `default`, `attributes` for the tab's button,
 * `className` for the panel) and renders the panel itself, so this
 * component only ever renders when it is used outside a `<Tabs>`: an error.
 */
import type { ReactNode } from 'react';
import { codedError } from '../../core/coded-error.js';

export interface TabItemProps {
  /** What tabs of one group match on, and what the address and the stored choice hold. */
  value: string;
  /** The tab's text (the value when there is none). */
  label?: string;
  /** The tab shown first. */
  default?: boolean;
  /** Attributes of the tab's button. */
  attributes?: Record<string, unknown>;
  /** Classes of the panel. */
  className?: string;
  children?: ReactNode;
}

export default function TabItem({ value }: TabItemProps): ReactNode {
  throw codedError('mdx/tabs-items', `<TabItem value="${value}"> is not inside a <Tabs> group: put it between <Tabs> and </Tabs>.`);
}
