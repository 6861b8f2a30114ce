/**
 * The one inline script: it runs before the first paint, so the stored
 * colour mode and a dismissed announcement bar are applied without a flash.
 * The CSP allows it by hash, not by 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../config/schema.js';

/** Keys shared with the theme's ColorModeToggle and AnnouncementBar. */
export const STORAGE_KEYS = { theme: 'theme', announcement: 'mysite.announcement.dismissed' } as const;

export function headScript(config: SiteConfig): string {
  const fallback = JSON.stringify(config.colorMode.defaultMode);
  const respectOs = config.colorMode.respectPrefersColorScheme;
  const barId = config.announcementBar ? JSON.stringify(config.announcementBar.id) : 'null';
  return [
    '(function(){var d=document.documentElement;d.classList.add("js");',
    `var t=${fallback};try{var s=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)});`,
    respectOs ? 'if(s!=="light"&&s!=="dark"&&matchMedia("(prefers-color-scheme: dark)").matches)s="dark";' : '',
    'if(s==="light"||s==="dark")t=s;',
    `var b=${barId};if(b!==null&&localStorage.getItem(${JSON.stringify(STORAGE_KEYS.announcement)})===b)d.dataset.announcementDismissed="true";`,
    '}catch(e){}d.dataset.theme=t;})();',
  ].join('');
}

export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** The policy, also written to `_headers` for hosts that read it. */
export function contentSecurityPolicy(scriptHashes: string[], forHeader: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  // frame-ancestors is ignored (with a console error) in a <meta> policy.
  if (forHeader) directives.push("frame-ancestors 'self'");
  return directives.join('; ');
}
