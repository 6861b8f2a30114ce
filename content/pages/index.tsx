/** The home page: what the plugin does, why it is worth trying and how to start. */
import { Link } from 'mysite-ssg/client';
import { GitHubIcon } from 'mysite-ssg/theme';
import { HeroArt } from './_components/HeroArt.js';
import { IconBubble, PageIcon, type IconName } from './_components/icons.js';
import { SectionHeader, Stars } from './_components/Section.js';

export const head = {
  title: 'Simple JWT Login',
  description:
    'Free, open-source WordPress plugin that adds JWT authentication to the REST API: autologin, user registration, token refresh and revoke, protected endpoints, and more. No code required.',
};

const REPO = 'https://github.com/nicumicle/simple-jwt-login';
const WP_PLUGIN = 'https://wordpress.org/plugins/simple-jwt-login';

interface Feature {
  icon: IconName;
  title: string;
  text: string;
  to: string;
  beta?: boolean;
}

const FEATURES: Feature[] = [
  {
    icon: 'login',
    title: 'Auto Login',
    text: 'Open a link that carries a JWT and the user is signed in to WordPress, then redirected wherever you choose.',
    to: '/docs/autologin',
  },
  {
    icon: 'userPlus',
    title: 'Register Users',
    text: 'Create WordPress accounts from your app through a REST endpoint, with optional random passwords and a JWT in the reply.',
    to: '/docs/register-user',
  },
  {
    icon: 'userMinus',
    title: 'Delete Users',
    text: 'Remove an account by sending a JWT that identifies the user by email, ID or username.',
    to: '/docs/delete-user',
  },
  {
    icon: 'key',
    title: 'Authenticate users',
    text: 'Swap a username or email and password for a JWT, then refresh, validate or revoke it through the API.',
    to: '/docs/authentication',
  },
  {
    icon: 'lock',
    title: 'Change & Reset Password',
    text: 'Email users a reset code and let them pick a new password with that code, or with a JWT if you allow it.',
    to: '/docs/change-password',
  },
  {
    icon: 'globe',
    title: 'Limit access by IP',
    text: 'Accept autologin, registration, deletion and authentication requests only from the IP addresses you list.',
    to: '/docs/configuration#ip-address-lists',
  },
  {
    icon: 'users',
    title: 'Create users with different roles',
    text: 'Give each client app its own auth code tied to a role, so one endpoint can create subscribers, editors or any other role.',
    to: '/docs/register-user#new-types-of-users',
  },
  {
    icon: 'plug',
    title: 'Integrate with other plugins',
    text: 'Endpoints added by other plugins accept the same JWT, and an add-on puts autologin links in MailPoet newsletters.',
    to: '/docs/mailpoet',
  },
  {
    icon: 'shield',
    title: 'Protect endpoints',
    text: 'Make every REST route, or only the ones you pick, answer only to requests with a valid JWT. Match by path and HTTP method.',
    to: '/docs/protect-endpoints',
  },
  {
    icon: 'bolt',
    title: 'Allow JWT usage on other endpoints',
    text: 'Send the JWT to any WordPress REST endpoint, for example to create a post, and the request runs as that user.',
    to: '/docs/configuration#allow-jwt-usage-on-all-endpoints',
  },
  {
    icon: 'signIn',
    title: 'Google OAuth Integration',
    text: 'Add a “Continue with Google” button to the WordPress login screen, or exchange Google tokens from your own app.',
    to: '/docs/applications/google/login',
    beta: true,
  },
  {
    icon: 'token',
    title: 'Use Google JWT on all endpoints',
    text: 'Call WordPress endpoints with a Google id_token and act as the WordPress user with the same email address.',
    to: '/docs/applications/google/setup',
    beta: true,
  },
];

const MORE = [
  { label: 'WPGraphQL (beta)', to: '/docs/wpgraphql' },
  { label: 'CORS headers', to: '/docs/cors' },
  { label: 'Auth codes', to: '/docs/auth-codes' },
  { label: '17 opt-in hooks', to: '/docs/hooks' },
  { label: 'Export/Import add-on', to: '/docs/export-import' },
];

const REASONS = [
  {
    label: 'No Coding Required',
    text: 'Switch on the features you need in the settings screen and JWT login works in minutes, without hiring a developer.',
  },
  {
    label: 'Secure & Reliable',
    text: 'Signed tokens (HS256 to RS512), expiry and refresh, revocation, auth codes and IP allow-lists keep your REST API under control.',
  },
  {
    label: 'Flexible Integration',
    text: 'Connect mobile apps, single-page apps, headless front ends and external systems to the same WordPress users.',
  },
];

const STEPS = [
  {
    title: 'Install & Activate',
    text: 'In your WordPress admin, go to Plugins, then Add New, search for “Simple JWT Login”, install it and activate it.',
  },
  {
    title: 'Configure Settings',
    text: 'Set your secret key and signing algorithm, choose how long tokens live and who may use each endpoint, then switch on the features you need.',
  },
  {
    title: 'Authenticate Effortlessly',
    text: 'Exchange an email and password for a JWT, then send it with your requests to sign users in and call your REST endpoints.',
  },
];

interface Sdk {
  name: string;
  text: string;
  worksWith: string[];
  install: string;
  package: { to: string; label: string };
  example: { to: string; label: string };
}

const SDKS: Sdk[] = [
  {
    name: 'PHP',
    text: 'Connect any PHP application to your WordPress site with the Composer package.',
    worksWith: ['Laravel', 'Yii', 'CodeIgniter', 'plain PHP'],
    install: 'composer require nicumicle/simple-jwt-login-client-php',
    package: { to: 'https://packagist.org/packages/nicumicle/simple-jwt-login-client-php', label: 'PHP SDK on Packagist' },
    example: { to: '/docs/code_examples/php/register_and_get_jwt', label: 'PHP example' },
  },
  {
    name: 'JavaScript',
    text: 'Register, log in and manage tokens from your JavaScript app in a few lines.',
    worksWith: ['React', 'Vue', 'Angular', 'plain JavaScript'],
    install: 'npm install simple-jwt-login',
    package: { to: 'https://www.npmjs.com/package/simple-jwt-login', label: 'JavaScript SDK on npm' },
    example: { to: '/blog/javascript-sdk-usage-react', label: 'React tutorial' },
  },
];

function SdkCard({ sdk }: { sdk: Sdk }) {
  return (
    <article className="pg-card home-sdk">
      <div className="home-sdk-head">
        <IconBubble name="code" />
        <h3>{sdk.name}</h3>
      </div>
      <p>{sdk.text}</p>
      <p className="home-sdk-works">
        {'Works with '}
        {sdk.worksWith.map((name) => (
          <span key={name} className="pg-chip pg-chip-static">
            {name}
          </span>
        ))}
      </p>
      <pre className="pg-code pg-code-inline" tabIndex={0}>
        <code>
          <span className="pg-code-comment">$ </span>
          {sdk.install}
        </code>
      </pre>
      <div className="pg-actions">
        <Link to={sdk.package.to} className="button">
          <PageIcon name="download" size={18} />
          {sdk.package.label}
        </Link>
        <Link to={sdk.example.to} className="button button-outline">
          {sdk.example.label}
        </Link>
      </div>
    </article>
  );
}

const REVIEWS = [
  {
    author: '@PDXMUSIC',
    href: 'https://wordpress.org/support/users/pdxmusic/',
    title: 'Awesome plugin',
    text: 'Works perfectly, and the support is even better than the plugin.',
  },
  {
    author: '@lejager',
    href: 'https://wordpress.org/support/users/lejager/',
    title: 'Thanks for a great plugin',
    text: 'Runs smoothly and does exactly its job.',
  },
  {
    author: '@nilsnolde',
    href: 'https://wordpress.org/support/users/nilsnolde/',
    title: 'Amazing work',
    text: 'A one-stop JWT solution for headless WordPress, with an author who helps quickly.',
  },
  {
    author: '@mdruart',
    href: 'https://wordpress.org/support/users/mdruart/',
    title: 'Really good plugin, very straight forward',
    text: 'A good plugin that is easy to use.',
  },
  {
    author: '@thehinesgaphideaway',
    href: 'https://wordpress.org/support/topic/no-nonsense-jwt-excellence/',
    title: 'No-Nonsense JWT (Excellence)',
    text: 'The best no-nonsense JWT plugin: well documented, customisable and free of ads.',
  },
  {
    author: '@wintear',
    href: 'https://wordpress.org/support/topic/service-support/',
    title: 'Service & Support',
    text: 'Responsive support that helped set up custom JWT generation.',
  },
  {
    author: '@graphems',
    href: 'https://wordpress.org/support/topic/awesome-plugin-6632/',
    title: 'Awesome plugin',
    text: 'Exactly what was needed.',
  },
  {
    author: '@bigbear67',
    href: 'https://wordpress.org/support/topic/best-all-times/',
    title: 'best all times',
    text: 'The best JWT plugin, and the developer answers fast.',
  },
];

export default function Home() {
  return (
    <main id="main" className="home" tabIndex={-1}>
      <section className="home-hero" aria-labelledby="home-title">
        <div className="pg-container home-hero-inner">
          <div className="home-hero-copy">
            <p className="pg-eyebrow">Free &amp; open-source WordPress plugin</p>
            <h1 id="home-title">Simple JWT Login</h1>
            <p className="home-hero-tagline">Secure JWT authentication for the WordPress REST API</p>
            <p className="home-hero-lead">
              Let your apps log users in, register them and call your site’s endpoints with JSON Web Tokens.
              A few clicks in the settings screen turn it on: there is no code to write.
            </p>
            <div className="pg-actions">
              <Link to="/docs#installation-guide" className="button pg-button-lg">
                Get started
                <PageIcon name="arrowRight" size={18} />
              </Link>
              <Link to={WP_PLUGIN} className="button button-outline pg-button-lg">
                Get it on WordPress.org
              </Link>
            </div>
            <ul className="home-hero-meta" aria-label="Plugin facts">
              <li>GPL v3 licence</li>
              <li>WordPress 4.4+</li>
              <li>PHP 5.5+</li>
              <li>
                <Link to="/releases/simple-jwt-login-release-3.6.1">Latest release: 3.6.1</Link>
              </li>
            </ul>
          </div>
          <div className="home-hero-art">
            <HeroArt />
          </div>
        </div>
      </section>

      <section className="home-stats" aria-labelledby="home-stats-title">
        <div className="pg-container">
          <h2 id="home-stats-title" className="visually-hidden">
            Plugin stats
          </h2>
          <dl className="home-stats-list">
            <div>
              <dt>Active installs</dt>
              <dd>5,000+</dd>
            </div>
            <div>
              <dt>Downloads</dt>
              <dd>63,000+</dd>
            </div>
            <div>
              <dt>Rating on WordPress.org</dt>
              <dd>5/5</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="pg-section" aria-labelledby="features">
        <div className="pg-container">
          <SectionHeader id="features" eyebrow="Features" title="Everything your app needs to sign users in">
            Each feature is off until you switch it on, so your site exposes only what you use.
          </SectionHeader>
          <ul className="home-features" role="list">
            {FEATURES.map((f) => (
              <li key={f.title} className="pg-card home-feature">
                <IconBubble name={f.icon} />
                <h3>
                  <Link to={f.to}>{f.title}</Link>
                  {f.beta ? <span className="pg-badge">Beta</span> : null}
                </h3>
                <p>{f.text}</p>
              </li>
            ))}
          </ul>
          <div className="home-more">
            <span id="home-more-label">Also included:</span>
            <ul aria-labelledby="home-more-label" role="list">
              {MORE.map((m) => (
                <li key={m.to}>
                  <Link to={m.to} className="pg-chip">
                    {m.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="pg-section pg-section-alt" aria-labelledby="start">
        <div className="pg-container home-start">
          <div>
            <SectionHeader id="start" eyebrow="How it works" title="Start as easy as 1-2-3" align="start" />
            <ol className="home-steps">
              {STEPS.map((step, i) => (
                <li key={step.title}>
                  <span className="home-step-num" aria-hidden="true">
                    {i + 1}
                  </span>
                  <div>
                    <h3>{step.title}</h3>
                    <p>{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <div className="pg-actions">
              <Link to="/docs#installation-guide" className="button pg-button-lg">
                Start now
                <PageIcon name="arrowRight" size={18} />
              </Link>
              <Link to="/api/simple-jwt-login" className="button button-outline pg-button-lg">
                API reference
              </Link>
            </div>
          </div>
          <figure className="home-code-figure">
            <figcaption>
              Get a token, then use it. The second call needs the option “All WordPress endpoints checks for JWT
              authentication”.
            </figcaption>
            <pre className="pg-code" tabIndex={0}>
              <code>
                <span className="pg-code-comment"># 1. Get a JWT</span>
                {'\ncurl -X POST \\\n  "https://example.com/wp-json/simple-jwt-login/v1/auth" \\\n'}
                {'  -H "Content-Type: application/json" \\\n'}
                {`  -d '{"email":"jane@example.com","password":"••••••"}'\n\n`}
                <span className="pg-code-comment"># Reply</span>
                {'\n{"success":true,"data":{"jwt":"eyJ0eXAiOiJKV1Qi…"}}\n\n'}
                <span className="pg-code-comment"># 2. Call the REST API as that user</span>
                {'\ncurl "https://example.com/wp-json/wp/v2/users/me" \\\n'}
                {'  -H "Authorization: Bearer eyJ0eXAiOiJKV1Qi…"'}
              </code>
            </pre>
          </figure>
        </div>
      </section>

      <section className="pg-section" aria-labelledby="why">
        <div className="pg-container home-why">
          <SectionHeader id="why" eyebrow="Why us" title="Why Choose Simple JWT Login?" align="start">
            Built for WordPress site owners and the developers who connect apps to them.
          </SectionHeader>
          <ul className="home-why-list" role="list">
            {REASONS.map((r) => (
              <li key={r.label}>
                <span className="home-check">
                  <PageIcon name="check" size={18} />
                </span>
                <p>
                  <strong>{r.label}.</strong> {r.text}
                </p>
              </li>
            ))}
            <li>
              <span className="home-check">
                <PageIcon name="check" size={18} />
              </span>
              <p>
                <strong>Open Source &amp; Free.</strong> GPL-licensed, developed in the open on GitHub with the help of
                its community, and <strong>cost-free</strong>.
              </p>
            </li>
          </ul>
        </div>
      </section>

      <section className="pg-section pg-section-alt" aria-labelledby="sdks">
        <div className="pg-container">
          <SectionHeader id="sdks" eyebrow="SDKs" title="Easy to integrate">
            Ready-made SDKs wrap the plugin’s endpoints: you pass the parameters, they handle the HTTP calls.
          </SectionHeader>
          <div className="home-sdks">
            {SDKS.map((sdk) => (
              <SdkCard key={sdk.name} sdk={sdk} />
            ))}
          </div>
        </div>
      </section>

      <section className="pg-section" aria-labelledby="reviews">
        <div className="pg-container">
          <SectionHeader id="reviews" eyebrow="Reviews" title="What users say on WordPress.org">
            Every review below gave five stars. These are short summaries in our words; follow a name to read the
            original.
          </SectionHeader>
          <ul className="home-reviews" role="list">
            {REVIEWS.map((r) => (
              <li key={r.author} className="pg-card home-review">
                <Stars />
                <h3>“{r.title}”</h3>
                <p>{r.text}</p>
                <p className="home-review-author">
                  Review by <Link to={r.href}>{r.author}</Link>
                </p>
              </li>
            ))}
          </ul>
          <div className="pg-actions pg-actions-center">
            <Link to="https://wordpress.org/support/plugin/simple-jwt-login/reviews/" className="button button-outline">
              View more reviews
            </Link>
          </div>
        </div>
      </section>

      <section className="pg-section pg-section-alt" aria-labelledby="contribute">
        <div className="pg-container">
          <SectionHeader id="contribute" eyebrow="Community" title="Contribute">
            Simple JWT Login grows with its users. Developers, translators and fans can all help, and most ways take
            only a minute.
          </SectionHeader>
          <ul className="home-contribute" role="list">
            <li className="pg-card">
              <IconBubble name="star" />
              <h3>Give us a star on GitHub</h3>
              <p>
                A star shows your support and helps other developers find the project on{' '}
                <Link to={REPO}>GitHub</Link>.
              </p>
            </li>
            <li className="pg-card">
              <IconBubble name="code" />
              <h3>Contribute to the code</h3>
              <p>
                Report bugs in the <Link to={`${REPO}/issues`}>issue tracker</Link>, suggest new features there,
                or send a <Link to={`${REPO}/pulls`}>pull request</Link>.
              </p>
            </li>
            <li className="pg-card">
              <IconBubble name="heart" />
              <h3>Rate us on WordPress</h3>
              <p>
                A rating or a short review on <Link to={WP_PLUGIN}>WordPress.org</Link> helps site owners choose
                with confidence.
              </p>
            </li>
            <li className="pg-card">
              <IconBubble name="translate" />
              <h3>Help us translate</h3>
              <p>
                Bring the plugin to people in their own language by joining the{' '}
                <Link to="https://translate.wordpress.org/projects/wp-plugins/simple-jwt-login/">
                  translation project
                </Link>
                .
              </p>
            </li>
          </ul>
          <div className="home-matters">
            <div>
              <h3>Why your contribution matters</h3>
              <p>
                Every star, review, translation and line of code makes the plugin better for everyone who relies on it.
                Together we build something better.
              </p>
            </div>
            <div className="pg-actions">
              <Link to={REPO} className="button">
                <GitHubIcon width={18} height={18} />
                Star on GitHub
              </Link>
              <Link to="/donate" className="button button-outline">
                Support the project
              </Link>
            </div>
          </div>
        </div>
      </section>

      <section className="pg-section home-final" aria-labelledby="get-started">
        <div className="pg-container">
          <h2 id="get-started">Ready to add JWT login to WordPress?</h2>
          <p>Install the plugin, follow the guide, and your first token is a few minutes away.</p>
          <div className="pg-actions pg-actions-center">
            <Link to="/docs#installation-guide" className="button pg-button-lg">
              Read the installation guide
            </Link>
            <Link to="/contact" className="button button-outline pg-button-lg">
              Ask a question
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
