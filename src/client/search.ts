/**
 * `mysite-ssg/search`: the search runtime for themes. A theme imports it from
 * code it loads lazily (the default theme's SearchDialog), so that none of
 * it, MiniSearch included, is in a page's first-load script.
 *
 * `openSearch(baseUrl)` reads the index's manifest (checked with the server
 * on every call, so a rebuilt site in watch mode is noticed) and returns a
 * client that loads the rest as queries need it. The base URL comes from the
 * caller (`useSite().baseUrl`): importing the site's data here would split it
 * out of the first-load script into a chunk of its own, one more request on
 * every page.
 */
import { MANIFEST_FILE } from '../search/manifest.js';
import { SearchClient, type LoadJson } from '../search/search-client.js';
import { fileUrl } from '../core/urls.js';

export type { SearchClient, SearchHit, SearchResults } from '../search/search-client.js';
export type { Highlighted } from '../search/excerpt.js';

async function fetchText(baseUrl: string, path: string, immutable: boolean): Promise<string> {
  // Shards have content-hashed names; the manifest and page texts are checked with the server each time.
  const response = await fetch(fileUrl(baseUrl, encodeURI(path)), immutable ? {} : { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Search index ${path}: HTTP ${response.status}`);
  return response.text();
}

let current: { manifest: string; client: SearchClient } | undefined;
let checking: Promise<SearchClient> | undefined;

export function openSearch(baseUrl: string): Promise<SearchClient> {
  const loadJson: LoadJson = async (path, { immutable }) => JSON.parse(await fetchText(baseUrl, path, immutable));
  // Calls while the manifest is being checked (hover, focus, then the click) share that check.
  checking ??= fetchText(baseUrl, MANIFEST_FILE, false)
    .then((manifest) => {
      if (current?.manifest !== manifest) current = { manifest, client: new SearchClient(JSON.parse(manifest), loadJson) };
      return current.client;
    })
    .finally(() => (checking = undefined));
  return checking;
}
