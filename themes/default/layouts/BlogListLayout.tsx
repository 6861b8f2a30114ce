/** A list of posts: the blog index, a tag page or an author page, paginated. */
import { Link, type BlogListPageData, type LayoutProps, translate } from 'mysite-ssg/client';
import { BlogAuthor, postCount } from '../components/BlogPostHeader.js';
import { BlogPagination } from '../components/BlogPagination.js';
import { BlogPostItem } from '../components/BlogPostItem.js';
import { BlogShell } from '../components/BlogShell.js';

export default function BlogListLayout({ page }: LayoutProps<BlogListPageData>) {
  const data = page.data;
  return (
    <BlogShell blogId={data.blogId} sidebar={data.sidebar} activePath={page.path} unlisted={data.unlisted}>
      {data.kind === 'tag' && data.tag ? (
        <header className="blog-list-header">
          <h1>{data.heading}</h1>
          {data.tag.description && data.tag.description !== data.heading ? <p className="blog-list-description">{data.tag.description}</p> : null}
          <Link to={data.tag.allTagsHref}>{translate('theme.tags.tagsPageLink', 'View All Tags')}</Link>
        </header>
      ) : data.kind === 'author' && data.author ? (
        <header className="blog-list-header blog-author-header">
          <BlogAuthor author={data.author} size="large" as="h1" />
          <p className="blog-author-count">{postCount(data.author.count)}</p>
          <Link to={data.author.allAuthorsHref}>{translate('theme.blog.author.allAuthorsLink', 'View all authors')}</Link>
        </header>
      ) : (
        <h1 className="visually-hidden">
          {data.heading}
          {data.page > 1 ? translate('theme.blog.paginator.pageOf', ', page {page} of {count}', { page: data.page, count: data.pageCount }) : ''}
        </h1>
      )}
      {data.posts.length === 0 ? <p className="blog-empty">{translate('theme.blog.noPosts', 'No posts yet.')}</p> : null}
      {data.posts.map((post) => (
        <BlogPostItem key={post.href} post={post} />
      ))}
      <BlogPagination newer={data.newer} older={data.older} />
    </BlogShell>
  );
}
