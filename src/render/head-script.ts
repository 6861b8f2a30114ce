/**
 * The one inline script. It runs before the first paint, so the stored
 * colour mode, a dismissed announcement bar and remembered tab choices
 * apply without a flash; and it warns the site owner when the site is
 * served under a path that does not match `baseUrl` (then even the CSS
 * fails to load, so the warning is styled inline). The CSP allows it by
 * hash, not by 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../config/schema.js';
import { STORAGE_KEYS } from '../core/storage-keys.js';

export function headScript(config: SiteConfig): string {
  const fallback = JSON.stringify(config.colorMode.defaultMode);
  const barId = config.announcementBar ? JSON.stringify(config.announcementBar.id) : 'null';
  const base = JSON.stringify(config.baseUrl);
  return [
    '(function(){var d=document.documentElement,L=localStorage;d.classList.add("js");',
    `var t=${fallback};try{var s=L.getItem(${JSON.stringify(STORAGE_KEYS.theme)});`,
    config.colorMode.respectPrefersColorScheme ? 'if(s!=="light"&&s!=="dark"&&matchMedia("(prefers-color-scheme: dark)").matches)s="dark";' : '',
    'if(s==="light"||s==="dark")t=s;',
    `var b=${barId};if(b!==null&&L.getItem(${JSON.stringify(STORAGE_KEYS.announcement)})===b)d.dataset.announcementDismissed="true";`,
    // Remembered tabs: show the chosen panel of every tab group that has it.
    `var c="",p=${JSON.stringify(STORAGE_KEYS.tabsPrefix)};for(var i=0;i<L.length;i++){var k=L.key(i);if(k&&k.indexOf(p)===0){`,
    'var g=JSON.stringify(k.slice(p.length)),v=JSON.stringify(L.getItem(k)),q=".tabs[data-group-id="+g+"]:has(>[role=tabpanel][data-value="+v+"])";',
    'c+=q+">[role=tabpanel]{display:none!important}"+q+">[role=tabpanel][data-value="+v+"]{display:block!important}"}}',
    // Screen only: a printed page shows every panel.
    'if(c){var e=document.createElement("style");e.id="mysite-tab-prefs";e.textContent="@media screen{"+c+"}";document.head.appendChild(e)}',
    '}catch(x){}d.dataset.theme=t;',
    // The mode shown first in color-scheme, so the browser's own surfaces match before the CSS loads.
    `if(t!==${fallback}){var m=document.querySelector('meta[name="color-scheme"]');if(m)m.content=t+" "+${fallback}}`,
    `var B=${base};if(location.protocol!=="file:"&&location.pathname.indexOf(B)!==0&&location.pathname+"/"!==B){`,
    'document.addEventListener("DOMContentLoaded",function(){var n=document.createElement("div");n.className="base-url-issue";n.setAttribute("role","alert");',
    'n.style.cssText="padding:12px 16px;background:#fff3cd;color:#5c3c00;border-bottom:2px solid #b58100;font:15px/1.5 system-ui,sans-serif";',
    'n.textContent="This site is configured for the base URL "+B+" but is served from "+location.pathname+". Pages, styles and scripts will not load correctly. Set baseUrl in site.config.ts to the path the site is served under.";',
    'document.body.insertBefore(n,document.body.firstChild)})}',
    '})();',
  ].join('');
}

export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}
