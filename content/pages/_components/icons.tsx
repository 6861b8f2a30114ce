/**
 * Line icons for the home, contact and donate pages (our own drawings,
 * 24×24, stroked with currentColor). Always decorative: the text next to an
 * icon carries the meaning, so every icon is aria-hidden.
 */
import type { ReactNode } from 'react';

const PATHS = {
  login: <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M3 12h11M10 8l4 4-4 4" />,
  userPlus: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M3 20a6 6 0 0 1 12 0M19 8v6M16 11h6" />
    </>
  ),
  userMinus: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M3 20a6 6 0 0 1 12 0M16 11h6" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l9-9M17 6l3 3M14.5 8.5l2 2" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V8a4 4 0 0 1 7.6-1.7M9 15.5h.01M12 15.5h.01M15 15.5h.01" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3 20a6 6 0 0 1 12 0" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16 13.6a5 5 0 0 1 5 5.4" />
    </>
  ),
  plug: <path d="M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0ZM12 17v4" />,
  shield: <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6ZM8.5 12l2.5 2.5 4.5-5" />,
  bolt: <path d="M13 3L5 14h6l-1 7 8-11h-6Z" />,
  signIn: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M7.5 12h9M13 8.5l3.5 3.5-3.5 3.5" />
    </>
  ),
  token: (
    <>
      <rect x="2.5" y="7" width="19" height="10" rx="2.5" />
      <path d="M6.5 12h3M12 12h2M16.5 12h1" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  book: <path d="M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5ZM5 19.5A1.5 1.5 0 0 0 6.5 21H19M9 7.5h6" />,
  forum: <path d="M4 4h11a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H8l-4 3ZM19 9h1a1 1 0 0 1 1 1v10l-4-3h-6a1 1 0 0 1-1-1v-1" />,
  mailOff: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 7l8.5 6 8.5-6M4 3l16 18" />
    </>
  ),
  heart: <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 7.5 2.8C19.5 15.4 12 20 12 20Z" />,
  star: <path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8Z" />,
  translate: <path d="M3 5h9M7.5 3v2M10 5c-.5 3.8-2.8 6.6-6 8M5.5 8.5c1 1.9 2.8 3.4 5 4.3M12.5 21l4-9 4 9M14 17.5h5" />,
  code: <path d="M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14" />,
  server: (
    <>
      <rect x="4" y="4" width="16" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="16" height="6.5" rx="1.5" />
      <path d="M8 7.25h.01M8 16.75h.01" />
    </>
  ),
  bulb: <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.6.5.6 1 .6 1.7v.5h6v-.5c0-.7 0-1.2.6-1.7A6 6 0 0 0 12 3Z" />,
  layout: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9h18M9 9v11" />
    </>
  ),
  rocket: (
    <>
      <path d="M10 14.5L9.5 14C10.7 8.6 14 5 20 4c-1 6-4.6 9.3-10 10.5ZM9.7 14.2 6 12.5l2.6-3.6h4M10 14.5l1.5 3.5 3.6-2.6v-4" />
      <path d="M6.5 17.5 4 20" />
    </>
  ),
  sparkles: <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8ZM18.5 15l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8Z" />,
  megaphone: <path d="M4 10v4a1 1 0 0 0 1 1h2l5 4V5L7 9H5a1 1 0 0 0-1 1ZM16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" />,
  lifebuoy: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="3.5" />
      <path d="M5.6 5.6l4 4M14.4 14.4l4 4M18.4 5.6l-4 4M9.6 14.4l-4 4" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

export function PageIcon({ name, className, size = 24 }: { name: IconName; className?: string; size?: number }) {
  const filled = name === 'star';
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 1 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}

/** An icon in the round tinted bubble that heads cards and blocks. */
export function IconBubble({ name }: { name: IconName }) {
  return (
    <span className="pg-icon-bubble">
      <PageIcon name={name} />
    </span>
  );
}
