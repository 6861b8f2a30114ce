/** One post on a list page: header, excerpt, tags and "Read more". */
import { Link, type BlogListItem, translate, translateNodes } from 'mysite-ssg/client';
import { Markdown } from './Markdown.js';
import { BlogAuthors, BlogPostMeta } from './BlogPostHeader.js';
import { BlogTags } from './BlogTags.js';

export function BlogPostItem({ post }: { post: BlogListItem }) {
  return (
    <article className="blog-post-item">
      <header>
        <h2 className="blog-post-item-title" {...post.original}>
          <Link to={post.href}>{post.title}</Link>
        </h2>
        <BlogPostMeta post={post} />
        <BlogAuthors authors={post.authors} />
      </header>
      <Markdown html={post.html} className="blog-excerpt" original={post.original} />
      {post.tags.length > 0 || post.truncated ? (
        <footer className="blog-post-item-footer">
          <BlogTags tags={post.tags} />
          {post.truncated ? (
            <Link to={post.href} className="blog-read-more">
              {translate('theme.blog.post.readMore', 'Read more')}
              <span className="visually-hidden">{translateNodes('theme.blog.post.readMoreAbout', ' about {title}', { title: post.title })}</span>
            </Link>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}
