/**
 * The redirects the site's own host files declare (core/host-redirects.ts),
 * read from the site folder: `<static>/_redirects` (published as it is),
 * `netlify.toml` and `vercel.json` beside the config. A file that cannot be
 * read as its host reads it is left out, with the reason.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type HostRedirect, parseNetlifyToml, parseRedirectsFile, parseVercelJson, redirectMatcher } from '../core/host-redirects.js';

export function hostRedirects(siteDir: string, staticDir: string): { rules: HostRedirect[]; unreadable: { file: string; reason: string }[] } {
  const sources: [file: string, parse: (text: string, file: string) => HostRedirect[]][] = [
    [join(staticDir, '_redirects'), parseRedirectsFile],
    ['netlify.toml', parseNetlifyToml],
    ['vercel.json', parseVercelJson],
  ];
  const rules: HostRedirect[] = [];
  const unreadable: { file: string; reason: string }[] = [];
  for (const [file, parse] of sources) {
    const path = join(siteDir, file);
    if (!existsSync(path)) continue;
    try {
      rules.push(...parse(readFileSync(path, 'utf8'), file));
    } catch (error) {
      unreadable.push({ file, reason: error instanceof Error ? error.message.split('\n')[0]! : String(error) });
    }
  }
  return { rules, unreadable };
}

/** Whether the site's host files redirect a URL path. */
export function hostRedirected(siteDir: string, staticDir: string): (pathname: string) => boolean {
  return redirectMatcher(hostRedirects(siteDir, staticDir).rules);
}
