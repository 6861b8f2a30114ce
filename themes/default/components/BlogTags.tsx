/** "Tags:" and a post's or a doc's tags as links to their pages. */
import { Link, type BlogTagData, translate } from 'mysite-ssg/client';

export function BlogTags({ tags }: { tags: BlogTagData[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="blog-tags">
      <span className="blog-tags-label">{translate('theme.tags.tagsListLabel', 'Tags:')}</span>
      <ul>
        {tags.map((t) => (
          <li key={t.href}>
            <Link to={t.href} className="blog-tag" title={t.description}>
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A tag with its count of posts (or of docs, with the `countLabel` that says so), on a tags page. */
export function BlogTagCount({ tag, countLabel }: { tag: BlogTagData & { count: number }; countLabel?: string }) {
  return (
    <Link to={tag.href} className="blog-tag" title={tag.description}>
      {tag.label}
      <span className="blog-tag-count">
        <span className="visually-hidden">{countLabel ?? translate('theme.tags.posts', ', posts: ')}</span>
        {tag.count}
      </span>
    </Link>
  );
}
