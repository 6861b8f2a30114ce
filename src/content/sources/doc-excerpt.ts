/**
 * A doc's excerpt as Docusaurus makes it when the front matter has no
 * `description` (what its doc cards show): not the first paragraph but the
 * first line of the Markdown source that still has text once the title
 * heading, imports and exports, code fences, HTML tags, admonition fences and
 * inline Markdown are taken out. So a doc opening with an admonition is
 * described by the admonition's first line, and one opening with a `##`
 * heading by that heading's text.
 */

const FRONT_MATTER = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
/** A title written as a line underlined with `=` (a setext h1). */
const SETEXT_TITLE = /^[^\r\n]*\r?\n=+/;
const IMPORT_OR_EXPORT = /^(?:import|export)\s/;

export function docExcerpt(source: string): string | undefined {
  const body = source
    .replace(/^\uFEFF/, '')
    .replace(FRONT_MATTER, '')
    .trimStart()
    .replace(SETEXT_TITLE, '');
  let inImport = false;
  let fence = '';
  for (const line of body.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed) {
      inImport = false; // a blank line ends an import block
      continue;
    }
    if (!fence && (inImport || IMPORT_OR_EXPORT.test(line))) {
      inImport = true;
      continue;
    }
    const ticks = /^`{3,}/.exec(trimmed)?.[0];
    if (ticks) {
      // Only a fence at least as long as the opening one closes it.
      if (!fence) fence = ticks;
      else if (ticks.length >= fence.length) fence = '';
      continue;
    }
    if (fence) continue;
    const text = plainLine(line);
    if (text) return text;
  }
  return undefined;
}

/** One source line as the text a reader sees (the rules Docusaurus applies, in its order). */
function plainLine(line: string): string {
  return (
    line
      .replace(/<[^>]*>/g, '')
      // The title heading (`# Title`) says nothing the card's title does not.
      .replace(/^#[^#]+#?/, '')
      .replace(/^#{1,6}\s*([^#]*?)\s*#{0,6}/, '$1')
      .replace(/([*_]{1,3})(.*?)\1/g, '$2')
      .replace(/~~(\S.*\S)~~/g, '$1')
      .replace(/!\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/\[\^.+?\](?:: .*$)?/g, '')
      .replace(/\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/`(.+?)`/g, '$1')
      .replace(/^\s{0,3}>\s?/, '')
      .replace(/:::.*/, '')
      // Emoji short names (`:tada:`), with the space before them.
      .replace(/\s?:(?:::|[^:\n])+:/g, '')
      .replace(/\{#*[\w-]+\}/, '')
      .trim()
  );
}
