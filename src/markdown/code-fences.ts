/**
 * Follows fenced code blocks through a Markdown text, line by line, for the
 * scans that must leave code alone (they read lines, not the parsed tree).
 */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export class CodeFences {
  private fence: string | undefined;

  /** Whether the lines stepped so far left a block open. */
  get inside(): boolean {
    return this.fence !== undefined;
  }

  /** `open` for a line that opens a block, `code` for a line in one (its closing fence too), undefined outside. */
  step(line: string): 'open' | 'code' | undefined {
    const opens = FENCE.exec(line)?.[1];
    if (this.fence) {
      // A fence closes with at least as many of its own characters.
      if (opens && opens[0] === this.fence[0] && opens.length >= this.fence.length) this.fence = undefined;
      return 'code';
    }
    if (!opens) return undefined;
    this.fence = opens;
    return 'open';
  }
}
