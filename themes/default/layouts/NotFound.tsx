/** The not-found page (written as 404.html). */
import { Link, useSite, type LayoutProps, translate } from 'mysite-ssg/client';

export default function NotFound(_props: LayoutProps) {
  const { navbar, homePath } = useSite();
  const sections = navbar.items.filter((item) => item.to && item.label && item.to !== homePath);
  return (
    <main id="main" className="not-found" tabIndex={-1}>
      <h1>{translate('theme.NotFound.title', 'Page Not Found')}</h1>
      <p>{translate('theme.NotFound.p1', 'We could not find what you were looking for. The link may be out of date, or the page may have moved.')}</p>
      <p>{translate('theme.NotFound.p2', 'If a link brought you here, please let the owner of the page it was on know that it is broken.')}</p>
      <ul>
        <li>
          <Link to={homePath}>{translate('theme.docs.breadcrumbs.home', 'Home page')}</Link>
        </li>
        {sections.map((item) => (
          <li key={item.to}>
            <Link to={item.to!}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
