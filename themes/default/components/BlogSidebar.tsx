/** The blog sidebar: the newest posts grouped by year. */
import { Link, type BlogSidebarData } from 'mysite-ssg/client';

export function BlogSidebar({ sidebar, activePath }: { sidebar: BlogSidebarData; activePath: string }) {
  return (
    <nav className="blog-sidebar" aria-label={sidebar.title}>
      <h2 className="blog-sidebar-title">{sidebar.title}</h2>
      {sidebar.groups.map((group) => (
        <div key={group.year} className="blog-sidebar-year">
          <h3 className="blog-sidebar-year-title">{group.year}</h3>
          <ul>
            {group.items.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className={item.href === activePath ? 'active' : undefined} aria-current={item.href === activePath ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
