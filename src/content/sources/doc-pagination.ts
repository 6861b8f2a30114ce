/**
 * A doc's previous and next links: its neighbours in the sidebar, unless its
 * front matter says otherwise, as in Docusaurus: `pagination_prev` /
 * `pagination_next` name another doc by id, or are `null` for no link. A
 * doc's `pagination_label` is its label in the links of other docs.
 */
import type { Diagnostic } from '../../core/diagnostics.js';
import { closest } from '../../core/suggest.js';
import type { DocEntry } from './docs-sidebar.js';
import { frontMatterLine, frontMatterString } from './front-matter-fields.js';

import type { NavLink } from '../../core/page-data/doc.js';

export class DocPagination {
  private readonly byId: Map<string, DocEntry>;
  private readonly byRoute: Map<string, DocEntry>;

  constructor(docs: DocEntry[]) {
    this.byId = new Map(docs.map((d) => [d.id, d]));
    this.byRoute = new Map(docs.map((d) => [d.route, d]));
  }

  /** The link a pager shows for the page at `link.href` (its `pagination_label` if it has one). */
  private labelled(link: NavLink | undefined): NavLink | undefined {
    if (!link) return undefined;
    const doc = this.byRoute.get(link.href);
    const label = doc ? frontMatterString(doc.md.frontMatter.pagination_label) : undefined;
    return label ? { ...link, label } : link;
  }

  /** `prev` and `next` of `doc`, given its sidebar neighbours; unknown ids go to `errors`. */
  links(doc: DocEntry, neighbours: { prev?: NavLink; next?: NavLink }, errors: Diagnostic[]): { prev?: NavLink; next?: NavLink } {
    return { prev: this.pick(doc, 'pagination_prev', neighbours.prev, errors), next: this.pick(doc, 'pagination_next', neighbours.next, errors) };
  }

  private pick(doc: DocEntry, key: 'pagination_prev' | 'pagination_next', neighbour: NavLink | undefined, errors: Diagnostic[]): NavLink | undefined {
    const fm = doc.md.frontMatter;
    if (!(key in fm)) return this.labelled(neighbour);
    if (fm[key] === null) return undefined;
    const id = String(fm[key]);
    const target = this.byId.get(id) ?? this.byId.get(`${doc.dir.split('/').filter(Boolean).join('/')}/${id}`.replace(/^\//, ''));
    if (!target) {
      const suggestion = closest(id, [...this.byId.keys()]);
      errors.push({
        severity: 'error',
        code: 'docs/unknown-doc-id',
        message: `${key} names the doc "${id}", but no doc has that id.`,
        at: { file: doc.relativePath, line: frontMatterLine(doc.source, key) },
        hint: suggestion
          ? `Did you mean "${suggestion}"? A doc's id is its path in the docs folder without the extension (or its \`id\` front matter).`
          : "A doc's id is its path in the docs folder without the extension (or its `id` front matter); `null` removes the link.",
      });
      return undefined;
    }
    return this.labelled({ label: target.label, href: target.route });
  }
}
