/** A tag as pages carry it: a blog post's or a doc's. */
export interface TagData {
  /** Key in `tags.yml`, or the tag as the page writes it (an inline object's label): the same tag in every locale. */
  key: string;
  label: string;
  /** Route of the tag page. */
  href: string;
  description?: string;
}

/** The tags list page: tags by first letter, A to Z. */
export interface TagLetter<T extends TagData = TagData & { count: number }> {
  letter: string;
  tags: T[];
}
