/** All tags of a blog, by first letter, with post counts. */
import type { BlogTagsPageData, LayoutProps } from 'mysite-ssg/client';
import { BlogShell } from '../components/BlogShell.js';
import { TagsByLetter } from '../components/TagsByLetter.js';

export default function BlogTagsLayout({ page }: LayoutProps<BlogTagsPageData>) {
  const data = page.data;
  return (
    <BlogShell blogId={data.blogId} sidebar={data.sidebar} activePath={page.path}>
      <h1>{data.title}</h1>
      <TagsByLetter letters={data.letters} />
    </BlogShell>
  );
}
