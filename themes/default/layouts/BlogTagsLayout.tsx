/** All tags of a blog, by first letter, with post counts. */
import type { BlogTagsPageData, LayoutProps } from 'mysite-ssg/client';
import { BlogShell } from '../components/BlogShell.js';
import { BlogTagCount } from '../components/BlogTags.js';

export default function BlogTagsLayout({ page }: LayoutProps<BlogTagsPageData>) {
  const data = page.data;
  return (
    <BlogShell blogId={data.blogId} sidebar={data.sidebar} activePath={page.path}>
      <h1>{data.title}</h1>
      <div className="blog-tags-index">
        {data.letters.map((group) => (
          <section key={group.letter} className="blog-tags-letter" aria-labelledby={`letter-${group.letter}`}>
            <h2 id={`letter-${group.letter}`}>{group.letter}</h2>
            <ul>
              {group.tags.map((tag) => (
                <li key={tag.href}>
                  <BlogTagCount tag={tag} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </BlogShell>
  );
}
