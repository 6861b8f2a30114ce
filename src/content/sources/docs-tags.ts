/**
 * The docs' tags, as Docusaurus 3 has them: the tags file of each version's
 * folder (`docs.tags`, `tags.yml` by default), each doc's `tags` front matter
 * resolved against it (the rules are the blog's: tags.ts), and the pages
 * they make: the tags list at `<version route>/tags` and one page per tag
 * listing its docs. A tag of unlisted docs only has an unlisted page, as a
 * blog's has (blog-post-groups.ts).
 */
import type { DocsOptions } from '../../config/schema.js';
import { MysiteError } from '../../core/errors.js';
import type { RouteOf } from '../../core/layout-data.js';
import type { TagData, TaggedDoc } from '../../core/page-data/tags.js';
import type { DocVersion } from '../../core/page-data/doc.js';
import { joinRoute } from '../../core/urls.js';
import type { BuildContext } from '../content-source.js';
import type { PageTexts } from '../page-texts.js';
import { readLocalizedYamlMap, type YamlMap } from '../yaml-map.js';
import { groupPosts } from './blog-post-groups.js';
import { tagLetters, tagsFileErrors, type TagRules } from './tags.js';

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
  version?: { data: Pick<DocVersion, 'name' | 'label'>; noIndex: boolean };
}

/** The tags list and a page per tag, when a doc has a tag. */
export function docTagRoutes({ docs, rules, texts, version }: DocTagRoutesInput): (RouteOf<'docTags'> | RouteOf<'docTagDocs'>)[] {
  const groups = groupPosts(docs, (doc) => doc.tags.map((tag) => ({ key: tag.href, item: tag })));
  if (groups.length === 0) return [];
  const allTagsHref = rules.base;
  const versionData = version ? { version: { name: version.data.name, label: version.data.label } } : {};
  const routes: (RouteOf<'docTags'> | RouteOf<'docTagDocs'>)[] = [];
  for (const { item: tag, posts: tagged, unlisted } of groups) {
    const nDocsTagged = texts.plural('theme.docs.tagDocListPageTitle.nDocsTagged', tagged.length);
    const heading = texts.text('theme.docs.tagDocListPageTitle', { nDocsTagged, tagName: tag.label });
    const listed = [...tagged].sort((a, b) => a.title.localeCompare(b.title, texts.locale));
    const noindex = unlisted === true || version?.noIndex === true;
    routes.push({
      path: tag.href,
      layout: 'docTagDocs',
      head: { title: heading, description: tag.description ?? heading, ...(noindex ? { noindex: true } : {}) },
      data: {
        heading,
        tag: { ...tag, count: tagged.length, allTagsHref },
        docs: listed.map(({ title, href, description }) => ({ title, href, ...(description ? { description } : {}) })),
        ...(unlisted ? { unlisted } : {}),
      },
    });
  }
  // The list has the listed tags; it exists whenever a tag page does, which links to it.
  const letters = tagLetters(
    groups.filter((g) => !g.unlisted).map(({ item, posts }) => ({ ...item, count: posts.length })),
    texts.locale,
  );
  const title = texts.text('theme.tags.tagsPageTitle');
  routes.push({
    path: allTagsHref,
    layout: 'docTags',
    head: { title, description: texts.text('theme.docs.tagsPageDescription'), ...(version?.noIndex ? { noindex: true } : {}) },
    data: { title, letters, ...versionData },
  });
  return routes;
}
