/**
 * The disclosure every navbar menu is drawn as (locales, docs versions, a
 * dropdown of links): a `<details>` of plain links, so it opens without
 * JavaScript, and opens in place as a nested list in the phone-width side
 * menu (navbar.css). Not a replaceable component: each menu that uses it is.
 * Kept this small because every doc page loads it with the version menu.
 */
import type { KeyboardEvent, ReactNode } from 'react';

export interface DropdownMenuProps {
  /** Its classes: `version-dropdown`, the class the menus' CSS is written for, and any of the menu's own. */
  className?: string;
  /** The `<summary>` that opens the menu. */
  summary: ReactNode;
  /** The entries, each an `<li>` holding a link of class `version-menu-item` (`version-menu-item active` for the page's own). */
  children: ReactNode;
  /** Open when the page is shown (the reader may close it). */
  open?: boolean;
}

export function DropdownMenu({ className = 'version-dropdown', summary, children, open }: DropdownMenuProps) {
  return (
    <details className={className} open={open || undefined} onKeyDown={closeOnEscape}>
      {summary}
      <ul className="version-menu">{children}</ul>
    </details>
  );
}

/**
 * Escape closes an open menu and gives focus back to its button, as it closes
 * the search dialog. It goes no further: in the phone-width side menu it
 * closes the menu, not the side menu around it.
 */
function closeOnEscape(e: KeyboardEvent<HTMLDetailsElement>) {
  const details = e.currentTarget;
  if (e.key !== 'Escape' || !details.open) return;
  e.stopPropagation();
  details.open = false;
  details.querySelector('summary')?.focus();
}
