/** One post: header, text with its table of contents, tags, edit link, newer/older post. */
import { Link, type BlogPostPageData, type LayoutProps, translate } from 'mysite-ssg/client';
import { Markdown, useOriginalLanguage } from '../components/Markdown.js';
import { Pager } from '../components/Pager.js';
import { TocColumn } from '../components/TocColumn.js';
import { BlogAuthors, BlogPostMeta } from '../components/BlogPostHeader.js';
import { BlogShell } from '../components/BlogShell.js';
import { BlogTags } from '../components/BlogTags.js';

export default function BlogPostLayout({ page }: LayoutProps<BlogPostPageData>) {
  const post = page.data;
  const showToc = !post.hideTableOfContents && post.toc.length > 0;
  // A post shown untranslated: its title in its own language and direction, as its text.
  const original = useOriginalLanguage();
  return (
    <BlogShell blogId={post.blogId} sidebar={post.sidebar} activePath={page.path} wide={showToc} unlisted={post.unlisted}>
      <div className={`blog-post-container${showToc ? ' with-toc' : ''}`}>
        <article className="blog-post">
          <header className="blog-post-header">
            <h1 className="blog-post-title" {...original}>
              {post.title}
            </h1>
            <BlogPostMeta post={post} />
            <BlogAuthors authors={post.authors} />
          </header>
          {showToc ? <TocColumn items={post.toc} placement="top" /> : null}
          <Markdown html={post.html} />
          {post.tags.length > 0 || post.editUrl ? (
            <footer className="blog-post-footer">
              <BlogTags tags={post.tags} />
              {post.editUrl ? (
                <p className="edit-link">
                  <Link to={post.editUrl}>{translate('theme.common.editThisPage', 'Edit this page')}</Link>
                </p>
              ) : null}
            </footer>
          ) : null}
          <Pager
            prev={post.newer}
            next={post.older}
            prevTitle={translate('theme.blog.post.paginator.newerPost', 'Newer post')}
            nextTitle={translate('theme.blog.post.paginator.olderPost', 'Older post')}
            label={translate('theme.blog.post.paginator.navAriaLabel', 'Blog post page navigation')}
          />
        </article>
        {showToc ? <TocColumn items={post.toc} placement="side" className="blog-toc" /> : null}
      </div>
    </BlogShell>
  );
}
