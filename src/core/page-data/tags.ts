/** Tags as pages show them: a blog post's or a doc's, and the docs' tag pages. */
import type { DocVersion } from './doc.js';

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

/** What the `docTags` layout receives: every tag of one docs version. */
export interface DocTagsPageData {
  title: string;
  letters: TagLetter[];
  /** The version the tags are of, when the site has versions. */
  version?: Pick<DocVersion, 'name' | 'label'>;
}

/** A doc as a tag page lists it. */
export interface TaggedDoc {
  title: string;
  href: string;
  description?: string;
}

/** What the `docTagDocs` layout receives: the docs of one tag, in one version. */
export interface DocTagDocsPageData {
  /** "2 docs tagged with "Setup"". */
  heading: string;
  tag: TagData & { count: number; allTagsHref: string };
  docs: TaggedDoc[];
  /** Only unlisted docs have the tag: the page lists them and is unlisted itself. */
  unlisted?: true;
}
