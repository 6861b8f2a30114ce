/** "Tags:" and the post's tags as links to their pages. */
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

/** A tag with its post count, on the tags page. */
export function BlogTagCount({ tag }: { tag: BlogTagData & { count: number } }) {
  return (
    <Link to={tag.href} className="blog-tag" title={tag.description}>
      {tag.label}
      <span className="blog-tag-count">
        <span className="visually-hidden">{translate('theme.tags.posts', ', posts: ')}</span>
        {tag.count}
      </span>
    </Link>
  );
}
