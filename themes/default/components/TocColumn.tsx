/**
 * Where a page shows its table of contents: on phones a collapsed "On this
 * page" block above the text (`placement="top"`), on wider screens a column
 * beside it (`placement="side"`); the layout renders both and CSS shows one.
 */
import type { TocItem } from 'mysite-ssg/client';
import { Toc } from './Toc.js';
import { translate } from 'mysite-ssg/client';

export interface TocColumnProps {
  items: TocItem[];
  placement: 'top' | 'side';
  /** Added to the side column's class. */
  className?: string;
}

export function TocColumn({ items, placement, className }: TocColumnProps) {
  if (placement === 'top') {
    return (
      <details className="toc-mobile">
        <summary>{translate('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}</summary>
        <Toc items={items} />
      </details>
    );
  }
  return (
    <div className={className ? `doc-toc ${className}` : 'doc-toc'}>
      <Toc items={items} />
    </div>
  );
}
