/** Donate: why the project asks for support, where the money goes, and how to give. */
import type { ReactNode } from 'react';
import { Link } from 'mysite-ssg/client';
import { GitHubIcon } from 'mysite-ssg/theme';
import { IconBubble, PageIcon, type IconName } from './_components/icons.js';

export const head = {
  title: 'Donate',
  description:
    'Simple JWT Login is free and open source. A donation through PayPal helps pay for hosting, security audits, better SDKs and new features.',
};

const PAYPAL = 'https://www.paypal.com/cgi-bin/webscr?cmd=_s-xclick&hosted_button_id=PK9BCD6AYF58Y&source=url';
const REPO = 'https://github.com/nicumicle/simple-jwt-login';

const USES: { icon: IconName; label: string; text: ReactNode }[] = [
  {
    icon: 'server',
    label: 'Sustain our online presence',
    text: (
      <>
        Pays the monthly hosting of <Link to="https://simplejwtlogin.com">simplejwtlogin.com</Link>, the home of the
        documentation.
      </>
    ),
  },
  {
    icon: 'sparkles',
    label: 'Enhance the user experience',
    text: 'Time to polish the plugin, the PHP and JavaScript SDKs, and this website.',
  },
  {
    icon: 'bulb',
    label: 'Fuel innovation',
    text: 'Licences and premium plugins needed to build new features.',
  },
  {
    icon: 'shield',
    label: 'Security audits and improvements',
    text: 'Regular reviews of the code and prompt fixes, so the plugin stays safe to run on your site.',
  },
  {
    icon: 'layout',
    label: 'Better interface (UI) and user experience (UX)',
    text: 'Design work and usability studies that make the plugin easier to use.',
  },
];

/** Help that costs nothing, each with where to give it. */
const OTHER_WAYS: { icon: ReactNode; title: string; text: string; to: string }[] = [
  { icon: <GitHubIcon width={24} height={24} />, title: 'Star the project on GitHub', text: 'so more developers find it', to: REPO },
  {
    icon: <PageIcon name="star" />,
    title: 'Rate it on WordPress.org',
    text: 'to help site owners choose',
    to: 'https://wordpress.org/support/plugin/simple-jwt-login/reviews/',
  },
  {
    icon: <PageIcon name="translate" />,
    title: 'Translate the plugin',
    text: 'into your language',
    to: 'https://translate.wordpress.org/projects/wp-plugins/simple-jwt-login/',
  },
  { icon: <PageIcon name="code" />, title: 'Report bugs and ideas', text: 'in the GitHub issue tracker', to: `${REPO}/issues` },
];

export default function Donate() {
  return (
    <main id="main" className="donate" tabIndex={-1}>
      <header className="pg-page-hero">
        <div className="pg-container donate-hero">
          <div>
            <p className="pg-eyebrow">Donate</p>
            <h1>Support Simple JWT Login</h1>
            <p className="pg-page-lead">
              Simple JWT Login is free and open source. Years of work went into it, and your support helps it keep
              growing.
            </p>
          </div>
          <aside className="pg-card donate-box" aria-labelledby="donate-now">
            <IconBubble name="heart" />
            <h2 id="donate-now">Make a donation</h2>
            <p>A one-time gift of any amount, through PayPal. Every contribution helps.</p>
            <Link to={PAYPAL} className="button pg-button-lg donate-button">
              Donate now with PayPal
            </Link>
            <p className="donate-small">Opens PayPal in a new tab. Payment happens on PayPal; this website stores nothing.</p>
          </aside>
        </div>
      </header>

      <section className="pg-section" aria-labelledby="vision">
        <div className="pg-container donate-pair">
          <div className="donate-block">
            <IconBubble name="rocket" />
            <div>
              <h2 id="vision">Our vision</h2>
              <p>
                We want logging in to WordPress from apps and other systems to be simple and safe. Our goal is to
                make Simple JWT Login <strong>the number one JWT plugin for WordPress</strong>, and we cannot get
                there alone.
              </p>
            </div>
          </div>
          <div className="donate-block">
            <IconBubble name="users" />
            <div>
              <h2 id="impact">Your impact</h2>
              <p>
                Supporting Simple JWT Login supports everyone who builds on it: the site owners and developers who
                connect their apps to WordPress with it.
              </p>
            </div>
          </div>
        </div>
      </section>

      <section className="pg-section pg-section-alt" aria-labelledby="why-donate">
        <div className="pg-container">
          <div className="pg-section-head pg-section-head-center">
            <h2 id="why-donate">Why donate?</h2>
            <p className="pg-section-intro">
              This is what your donation would pay for.
            </p>
          </div>
          <ul className="donate-uses" role="list">
            {USES.map((u) => (
              <li key={u.label} className="pg-card">
                <IconBubble name={u.icon} />
                <h3>{u.label}</h3>
                <p>{u.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="pg-section donate-band" aria-labelledby="donate-today">
        <div className="pg-container pg-center">
          <h2 id="donate-today">Be a changemaker: donate today</h2>
          <p>No amount is too small. A coffee’s worth already makes a difference.</p>
          <div className="pg-actions pg-actions-center">
            <Link to={PAYPAL} className="button pg-button-lg">
              <PageIcon name="heart" size={18} />
              Donate now with PayPal
            </Link>
          </div>
        </div>
      </section>

      <section className="pg-section pg-section-alt" aria-labelledby="other-ways">
        <div className="pg-container">
          <div className="pg-section-head pg-section-head-center">
            <h2 id="other-ways">Other ways to help</h2>
            <p className="pg-section-intro">Not in a position to give money? These help just as much.</p>
          </div>
          <ul className="donate-other" role="list">
            {OTHER_WAYS.map((way) => (
              <li key={way.title}>
                <Link to={way.to} className="pg-card donate-other-link">
                  {way.icon}
                  <span>
                    <strong>{way.title}</strong>
                    <span>{way.text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="pg-section" aria-labelledby="thanks">
        <div className="pg-container pg-narrow pg-center">
          <h2 id="thanks">Thank you for being a pillar of support</h2>
          <p>
            To every developer, WordPress fan and open-source supporter who uses, shares, improves or funds Simple JWT
            Login: thank you. We are better together.
          </p>
          <p className="donate-signoff">
            Questions first? <Link to="/contact">Get in touch</Link>.
          </p>
        </div>
      </section>
    </main>
  );
}
