/** A theme's server bundle, imported once per thread; a throw at import is reported as the author's error. */
import { pathToFileURL } from 'node:url';
import { componentError } from '../core/component-error.js';
import type { PageChunk } from '../client/types.js';
import type { PageHead } from '../core/types.js';

/** What a theme's server bundle exports (client/server-entry.tsx), with the file it was imported from. */
export interface ServerRenderer {
  renderPage(page: PageChunk): Promise<string>;
  /** `page`: for a layout whose head differs by page (a plugin's route), the page it is for. */
  layoutHead(layout: string, page?: Pick<PageChunk, 'path' | 'data'>): Promise<PageHead | undefined>;
  layoutNames: string[];
  /** The module file the renderer was imported from (its source map is `<file>.map`). */
  file: string;
}

const servers = new Map<string, Promise<Omit<ServerRenderer, 'file'>>>();

/** Imports a server bundle once per thread; a throw at import is the author's error. */
export function importServer(bundle: string, siteDir: string): Promise<Omit<ServerRenderer, 'file'>> {
  let server = servers.get(bundle);
  if (!server) {
    // React frames are deep: keep enough of the stack to reach the author's code.
    Error.stackTraceLimit = Math.max(Error.stackTraceLimit, 50);
    server = (import(pathToFileURL(bundle).href) as Promise<Omit<ServerRenderer, 'file'>>).catch((error: unknown) => {
      servers.delete(bundle);
      throw componentError(error, bundle, siteDir);
    });
    servers.set(bundle, server);
  }
  return server;
}
