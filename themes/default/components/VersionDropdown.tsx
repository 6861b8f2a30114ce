/**
 * The docs version menu. This site has one version ("Next"); choosing it
 * records the visitor's preferred version, as sites with several versions do,
 * so it is ready when more versions appear.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, STORAGE_KEYS, store } from 'mysite/client';

export function VersionDropdown({ version, path }: { version: { name: string; label: string }; path: string }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="version-dropdown" ref={ref}>
      <button type="button" className="version-badge" aria-haspopup="true" aria-expanded={open} onClick={() => setOpen(!open)}>
        Version: {version.label}
      </button>
      {open ? (
        <ul className="version-menu">
          <li>
            <Link
              to={path}
              className="version-menu-item active"
              aria-current="true"
              onClick={() => {
                store(STORAGE_KEYS.docsVersion, version.name);
                setOpen(false);
              }}
            >
              {version.label}
            </Link>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
