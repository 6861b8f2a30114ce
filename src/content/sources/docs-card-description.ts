/**
 * What a doc's card says about it, from where Docusaurus takes it: the
 * front matter's `description`, else the doc's excerpt (doc-excerpt.ts). Not
 * cut short: the card wraps it.
 */
import { docExcerpt } from './doc-excerpt.js';
import { frontMatterString } from './front-matter-fields.js';

export function docCardDescription(doc: { md: { frontMatter: Record<string, unknown> }; source: string }): string | undefined {
  return frontMatterString(doc.md.frontMatter.description) ?? docExcerpt(doc.source);
}
