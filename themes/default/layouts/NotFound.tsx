/** The not-found page (written as 404.html). */
import { Link, type LayoutProps } from 'mysite/client';

export default function NotFound(_props: LayoutProps) {
  return (
    <main id="main" className="not-found" tabIndex={-1}>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>The link may be out of date, or the page may have moved. Try one of these:</p>
      <ul>
        <li>
          <Link to="/">Home page</Link>
        </li>
        <li>
          <Link to="/docs">Documentation</Link>
        </li>
        <li>
          <Link to="/api/simple-jwt-login">API reference</Link>
        </li>
      </ul>
    </main>
  );
}
