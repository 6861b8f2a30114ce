/** What a post shows above its text, on its page and in lists: title, date, reading time, authors. */
import { Link, useSite, withBase, type BlogAuthorData, type BlogPostSummary, translate } from 'mysite-ssg/client';
import { ExternalIcon, GitHubIcon, XIcon } from './Icons.js';

const SOCIAL_ICONS: Record<string, typeof GitHubIcon> = { github: GitHubIcon, x: XIcon, twitter: XIcon };

export function BlogPostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <p className="blog-post-meta">
      <time dateTime={post.date}>{post.formattedDate}</time>
      {post.readingTime ? (
        <>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          {post.readingTime}
        </>
      ) : null}
    </p>
  );
}

export function BlogSocials({ author }: { author: BlogAuthorData }) {
  if (author.socials.length === 0) return null;
  return (
    <ul className="blog-author-socials">
      {author.socials.map((s) => {
        const Icon = SOCIAL_ICONS[s.platform] ?? ExternalIcon;
        return (
          <li key={s.href}>
            <Link to={s.href} aria-label={s.label} title={s.label} className="blog-author-social">
              <Icon />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function BlogAuthor({ author, size = 'small', as: Name = 'span' }: { author: BlogAuthorData; size?: 'small' | 'large'; as?: 'span' | 'h1' }) {
  const target = author.page ?? author.url;
  const { baseUrl } = useSite();
  return (
    <div className={`blog-author blog-author-${size}`}>
      {author.imageUrl ? (
        <img
          className="blog-author-avatar"
          src={withBase(baseUrl, author.imageUrl)}
          alt=""
          width={size === 'large' ? 80 : 48}
          height={size === 'large' ? 80 : 48}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="blog-author-text">
        <Name className="blog-author-name">{target ? <Link to={target}>{author.name}</Link> : author.name}</Name>
        {author.title ? <span className="blog-author-title">{author.title}</span> : null}
        <BlogSocials author={author} />
      </div>
    </div>
  );
}

/** "One post", "5 posts": how many posts an author wrote. */
export function postCount(count: number): string {
  return count === 1 ? translate('theme.blog.author.onePost', 'One post') : translate('theme.blog.author.posts', '{count} posts', { count });
}

export function BlogAuthors({ authors }: { authors: BlogAuthorData[] }) {
  if (authors.length === 0) return null;
  return (
    <div
      className="blog-authors"
      aria-label={authors.length === 1 ? translate('theme.blog.author', 'Author') : translate('theme.blog.authors', 'Authors')}
      role="group"
    >
      {authors.map((a) => (
        <BlogAuthor key={a.key ?? a.name} author={a} />
      ))}
    </div>
  );
}
