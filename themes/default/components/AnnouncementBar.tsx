/**
 * The dismissible bar above the navbar. Dismissal is stored per bar id; the
 * head script marks <html> before first paint, so a dismissed bar never
 * flashes back on reload.
 */
import { useRef, useState } from 'react';
import { STORAGE_KEYS, store, useSite, translate } from 'mysite-ssg/client';
import { CloseIcon } from './Icons.js';
import { focusableIn } from './modal-focus.js';

/** The control that follows `el` in the tab order: where focus goes when `el` is removed. */
function nextFocusable(el: HTMLElement): HTMLElement | undefined {
  return focusableIn(document.body).find((c) => !el.contains(c) && el.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING);
}

export function AnnouncementBar() {
  const { announcementBar: bar } = useSite();
  const [dismissed, setDismissed] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  if (!bar || dismissed) return null;
  return (
    <div
      ref={root}
      className="announcement-bar"
      role="region"
      aria-label={translate('theme.AnnouncementBar.label', 'Announcement')}
      data-announcement-id={bar.id}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="announcement-bar-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button
          type="button"
          className="announcement-bar-close"
          aria-label={translate('theme.AnnouncementBar.closeButtonAriaLabel', 'Close announcement')}
          onClick={() => {
            store(STORAGE_KEYS.announcement, bar.id);
            document.documentElement.dataset.announcementDismissed = 'true';
            const next = root.current && nextFocusable(root.current);
            setDismissed(true);
            next?.focus();
          }}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
