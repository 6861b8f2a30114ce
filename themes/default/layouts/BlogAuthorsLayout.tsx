/** All authors of a blog that have a page, with their post counts. */
import type { BlogAuthorsPageData, LayoutProps } from 'mysite-ssg/client';
import { BlogAuthor, postCount } from '../components/BlogPostHeader.js';
import { BlogShell } from '../components/BlogShell.js';

export default function BlogAuthorsLayout({ page }: LayoutProps<BlogAuthorsPageData>) {
  const data = page.data;
  return (
    <BlogShell blogId={data.blogId} sidebar={data.sidebar} activePath={page.path}>
      <h1>{data.title}</h1>
      <ul className="blog-authors-list">
        {data.authors.map((author) => (
          <li key={author.page ?? author.name} className="blog-authors-card">
            <BlogAuthor author={author} size="large" />
            <p className="blog-author-count">{postCount(author.count)}</p>
          </li>
        ))}
      </ul>
    </BlogShell>
  );
}
