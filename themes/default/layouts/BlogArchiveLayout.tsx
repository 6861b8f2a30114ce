/** Every post, by year (newest year first). */
import { Link, type BlogArchivePageData, type LayoutProps, translate } from 'mysite-ssg/client';

export default function BlogArchiveLayout({ page }: LayoutProps<BlogArchivePageData>) {
  const data = page.data;
  return (
    <main id="main" className={`blog-archive blog-${data.blogId}`} tabIndex={-1}>
      <header className="blog-archive-header">
        <h1>{data.title}</h1>
        <p>{data.title}</p>
      </header>
      {data.years.length === 0 ? <p>{translate('theme.blog.noPosts', 'No posts yet.')}</p> : null}
      <div className="blog-archive-years">
        {data.years.map((year) => (
          <section key={year.year} className="blog-archive-year" aria-labelledby={year.year}>
            <h2 id={year.year}>{year.year}</h2>
            <ul>
              {year.posts.map((post) => (
                <li key={post.href}>
                  <Link to={post.href}>
                    <time dateTime={post.date}>{post.formattedDate}</time> - {post.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
