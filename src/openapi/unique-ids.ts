/**
 * The introduction page joins many descriptions (the API's, each server's,
 * scheme's and tag's), each compiled alone, so two of them can give a
 * heading the same id (two security schemes sharing one description). The
 * first keeps its id; later ones get `-1`, `-2`… as within one page.
 */
const HEADING_ID = /(<h[1-6]\b[^>]*?\sid=")([^"]*)(")/g;

export class UniqueIds {
  private readonly used = new Set<string>();

  constructor(reserved: Iterable<string> = []) {
    for (const id of reserved) this.used.add(id);
  }

  /** The fragment with every heading id not used before on the page. */
  html(fragment: string | undefined): string | undefined {
    if (fragment === undefined) return undefined;
    return fragment.replace(HEADING_ID, (_m, before: string, id: string, after: string) => before + this.take(id) + after);
  }

  private take(id: string): string {
    let unique = id;
    for (let n = 1; this.used.has(unique); n++) unique = `${id}-${n}`;
    this.used.add(unique);
    return unique;
  }
}
