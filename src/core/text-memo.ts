/**
 * What a pure function made of a text, kept by the text, up to a number of
 * characters (the oldest entries go first). The locales of a translated site
 * show the default locale's page where it is not translated, so a build meets
 * the same texts once per locale: each is worked on once per thread. The bound
 * keeps a long watch session from growing.
 */
export class TextMemo<V> {
  private readonly entries = new Map<string, V>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  get(text: string, make: (text: string) => V): V {
    const kept = this.entries.get(text);
    if (kept !== undefined) return kept;
    const value = make(text);
    if (text.length > this.maxChars) return value;
    this.entries.set(text, value);
    this.chars += text.length;
    for (const [old] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(old);
      this.chars -= old.length;
    }
    return value;
  }
}
