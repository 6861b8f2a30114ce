/** The home page. */
import { Link } from 'mysite/client';

export const head = {
  title: 'Simple JWT Login',
  description: 'Simple-JWT-Login is a free WordPress plugin that lets apps log in, register and call the WordPress REST API with JSON Web Tokens.',
};

export default function Home() {
  return (
    <main id="main" className="home" tabIndex={-1}>
      <section className="hero">
        <h1>Simple JWT Login</h1>
        <p>Your WordPress plugin that allows you to work with JWT.</p>
        <Link to="/docs" className="button">
          Read the docs
        </Link>
      </section>
    </main>
  );
}
