/**
 * Component tags in descriptions, as Redoc writes them: a spec is data, so
 * its descriptions are read as Markdown, never run as MDX. `<SchemaDefinition
 * schemaRef="#/components/schemas/Pet" />` becomes a placeholder that the
 * schema's table replaces once the description is compiled; any other
 * component tag (`<RedocLogo />`, `<SecurityDefinitions />`, a custom
 * element) is dropped, its content kept, and reported at its line.
 */

export interface DroppedTag {
  name: string;
  /** 0-based line in the description. */
  line: number;
}

export interface TaggedText {
  text: string;
  /** The schemas named by `<SchemaDefinition>`, by placeholder index. */
  schemaRefs: string[];
  dropped: DroppedTag[];
}

/** A paragraph of its own that Markdown leaves as it is. */
export const schemaPlaceholder = (i: number) => `MYSITESCHEMADEFINITION${i}X`;
export const SCHEMA_PLACEHOLDER = /<p>MYSITESCHEMADEFINITION(\d+)X<\/p>/g;

/** An opening, closing or self-closing tag whose name starts with a capital, or holds a "-" (a custom element). */
const TAG = /<\/?([A-Z][\w.]*|[a-z][\w]*-[\w-]*)((?:\s+[\w:-]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*)\s*\/?>/g;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

export function replaceComponentTags(description: string): TaggedText {
  const schemaRefs: string[] = [];
  const dropped: DroppedTag[] = [];
  let fence: string | undefined;
  const lines = description.split('\n').map((line, n) => {
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return line;
    }
    if (marker) {
      fence = marker;
      return line;
    }
    // Inline code keeps its tags: only the parts between backticks are looked at.
    return line
      .split(/(`+[^`]*`+)/)
      .map((part) =>
        part.startsWith('`')
          ? part
          : part.replace(TAG, (tag, name: string, attributes: string) => {
              if (name === 'SchemaDefinition' && !tag.startsWith('</')) {
                const ref = /schemaRef\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(attributes);
                if (ref) {
                  schemaRefs.push(ref[1] ?? ref[2]!);
                  return `\n\n${schemaPlaceholder(schemaRefs.length - 1)}\n\n`;
                }
              }
              if (!tag.startsWith('</')) dropped.push({ name, line: n });
              return '';
            }),
      )
      .join('');
  });
  return { text: lines.join('\n'), schemaRefs, dropped };
}
