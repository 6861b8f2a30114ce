/**
 * The docs' tags, as Docusaurus 3 has them: the tags file of each version's
 * folder (`docs.tags`, `tags.yml` by default), each doc's `tags` front matter
 * resolved against it (the rules are the blog's: tags.ts), and the pages
 * they make: the tags list at `<version route>/tags` and one page per tag
 * listing its docs. A tag of unlisted docs only has an unlisted page, as a
 * blog's has (blog-post-groups.ts): `noindex`, so out of the sitemap and of
 * search, as a blog's tag pages are.
 */
import type { DocsOptions } from '../../config/schema.js';
import { MysiteError } from '../../core/errors.js';
import type { RouteOf } from '../../core/layout-data.js';
import type { TagData } from '../../core/page-data/tags.js';
import { joinRoute } from '../../core/urls.js';
import type { BuildContext } from '../content-source.js';
import type { PageTexts } from '../page-texts.js';
import { readLocalizedYamlMap, type YamlMap } from '../yaml-map.js';
import { groupPosts } from './blog-post-groups.js';
import { tagLetters, tagsFileErrors, type TagRules } from './tags.js';
import { type TaggedDoc, taggedDocsHtml, tagLettersHtml } from './docs-tags-html.js';

const DEFAULT_TAGS_FILE = 'tags.yml';
const CODE = 'docs/invalid-tags-file';

/** The rules of one docs version's tags: its tag pages sit under the version's route. */
export function docsTagRules(options: DocsOptions): TagRules {
  return { base: joinRoute(options.routeBasePath, options.tagsBasePath), onInlineTags: options.onInlineTags, unknownCode: 'docs/unknown-tag' };
}

/**
 * The tags file of the docs folder `options.path` (a version's own folder), as the build's locale reads it; none
 * with `tags: false`, or when the default file does not exist. A file the config names must exist.
 */
export async function readDocsTagsFile(ctx: Pick<BuildContext, 'siteDir' | 'files'>, options: DocsOptions): Promise<YamlMap | undefined> {
  if (options.tags === false) return undefined;
  const name = options.tags ?? DEFAULT_TAGS_FILE;
  const map = await readLocalizedYamlMap(ctx.siteDir, (file) => ctx.files.locate(file), options.path, name, CODE);
  if (!map) {
    if (options.tags === undefined) return undefined;
    throw MysiteError.of({
      code: CODE,
      message: `docs.tags names the tags file "${name}", which is not in ${options.path}.`,
      at: { file: 'site.config.ts' },
      hint: `Create ${options.path}/${name}, or remove docs.tags to read ${DEFAULT_TAGS_FILE} when there is one (false reads none).`,
    });
  }
  const errors = tagsFileErrors(map, CODE);
  if (errors.length > 0) throw new MysiteError(errors);
  return map;
}

/** A doc as its tags' pages know it. */
export interface TaggedDocEntry extends TaggedDoc {
  unlisted: boolean;
  tags: TagData[];
}

export interface DocTagRoutesInput {
  docs: TaggedDocEntry[];
  rules: TagRules;
  texts: PageTexts;
  /** The version the docs are of, when the site has versions; `noIndex` keeps its pages out of search engines and the sitemap. */
  version?: { noIndex: boolean };
}

/**
 * The tags list and a page per tag, when a doc has a tag: pages of the `doc` layout, without a sidebar, their
 * lists made at build time (docs-tags-html.ts), as a generated category index is.
 */
export function docTagRoutes({ docs, rules, texts, version }: DocTagRoutesInput): RouteOf<'doc'>[] {
  const groups = groupPosts(docs, (doc) => doc.tags.map((tag) => ({ key: tag.href, item: tag })));
  if (groups.length === 0) return [];
  const allTags = { href: rules.base, label: texts.text('theme.tags.tagsPageLink') };
  const page = (path: string, title: string, html: string, description: string, noindex: boolean): RouteOf<'doc'> => ({
    path,
    layout: 'doc',
    head: { title, description, ...(noindex ? { noindex: true } : {}) },
    data: { id: path, title, html, toc: [], hideTableOfContents: true, breadcrumbs: [] },
  });
  const routes: RouteOf<'doc'>[] = [];
  for (const { item: tag, posts: tagged, unlisted } of groups) {
    const nDocsTagged = texts.plural('theme.docs.tagDocListPageTitle.nDocsTagged', tagged.length);
    const heading = texts.text('theme.docs.tagDocListPageTitle', { nDocsTagged, tagName: tag.label });
    const listed = [...tagged].sort((a, b) => a.title.localeCompare(b.title, texts.locale));
    // A tag only unlisted docs have: its page lists them, so their links to it lead somewhere, and is unlisted itself.
    const html = taggedDocsHtml(listed, allTags, tag.description);
    routes.push(page(tag.href, heading, html, tag.description ?? heading, unlisted === true || version?.noIndex === true));
  }
  // The list has the listed tags; it exists whenever a tag page does, which links to it.
  const letters = tagLetters(
    groups.filter((g) => !g.unlisted).map(({ item, posts }) => ({ ...item, count: posts.length })),
    texts.locale,
  );
  const title = texts.text('theme.tags.tagsPageTitle');
  const html = tagLettersHtml(letters, texts.text('theme.tags.docsCount'));
  routes.push(page(rules.base, title, html, texts.text('theme.docs.tagsPageDescription'), version?.noIndex === true));
  return routes;
}
