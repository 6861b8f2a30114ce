/**
 * The Markdown twin of a page: its own Markdown source, as a reader (or a
 * language model) wants it at `<route>.md`. Front matter, the excerpt
 * marker and MDX comments (`{/* … *\/}`, which the page does not publish)
 * go; the title and description come first.
 */

const FRONT_MATTER = /^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
const LEADING_TITLE = /^\s*#[ \t]+[^\n]*\n/;
const TRUNCATE = /^[ \t]*<!--\s*truncate\s*-->[ \t]*\r?\n?/gm;

export interface TwinInput {
  title: string;
  description?: string;
  /** Lines shown under the description, e.g. a post's date and authors. */
  details?: string[];
  /** The page's Markdown file, front matter included. */
  source: string;
}

export function markdownTwin({ title, description, details = [], source }: TwinInput): string {
  const body = withoutMdxComments(source.replace(FRONT_MATTER, '').replace(LEADING_TITLE, '').replace(TRUNCATE, '')).trim();
  const intro = [`# ${title}`, description ? `> ${description.replace(/\n/g, ' ')}` : '', details.join('\n')].filter(Boolean);
  return `${intro.join('\n\n')}\n\n${body}\n`;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The text without `{/* … *\/}` comments outside code blocks (a comment may span lines). */
export function withoutMdxComments(text: string): string {
  if (!text.includes('{/*')) return text;
  const out: string[] = [];
  let fence: string | undefined;
  let inComment = false;
  let skipBlank = false;
  for (let line of text.split('\n')) {
    if (!inComment) {
      const opens = FENCE.exec(line)?.[1];
      if (fence || opens) skipBlank = false;
      if (fence) {
        if (opens && opens[0] === fence[0] && opens.length >= fence.length) fence = undefined;
        out.push(line);
        continue;
      }
      if (opens) {
        fence = opens;
        out.push(line);
        continue;
      }
    }
    const hadComment = inComment || line.includes('{/*');
    let kept = '';
    while (line.length > 0) {
      const at = line.indexOf(inComment ? '*/}' : '{/*');
      if (at < 0) {
        if (!inComment) kept += line;
        break;
      }
      if (!inComment) kept += line.slice(0, at);
      line = line.slice(at + 3);
      inComment = !inComment;
    }
    // A line that held only a comment goes, with a blank line it leaves doubled; text around a comment stays.
    if (hadComment && kept.trim() === '') {
      skipBlank = out.at(-1) === '';
      continue;
    }
    if (!(skipBlank && kept.trim() === '')) out.push(hadComment ? kept.trimEnd() : kept);
    skipBlank = false;
  }
  return out.join('\n');
}
