/** Contact: where to ask questions, report bugs and follow the project. */
import type { ReactNode } from 'react';
import { Link } from 'mysite-ssg/client';
import { DiscordIcon, GitHubIcon, XIcon } from 'mysite-ssg/theme';
import { PageIcon, type IconName } from './_components/icons.js';

export const head = {
  schemaType: 'ContactPage',
  title: 'Contact Us',
  description:
    'Get help with Simple JWT Login: chat on Discord, report bugs and request features on GitHub, ask on the WordPress.org support forum, or follow the project on X.',
};

interface Channel {
  id: string;
  icon: ReactNode;
  title: string;
  bestFor: string;
  text: string;
  cta: string;
  href: string;
}

const CHANNELS: Channel[] = [
  {
    id: 'discord',
    icon: <DiscordIcon />,
    title: 'Discord community',
    bestFor: 'Quick questions and discussion',
    text: 'Talk in real time with other people who use the plugin. Ask a question, share feedback or float an idea.',
    cta: 'Join Discord',
    href: 'https://discord.gg/c4AeefD8Dr',
  },
  {
    id: 'github',
    icon: <GitHubIcon />,
    title: 'GitHub issues',
    bestFor: 'Bug reports and feature requests',
    text: 'Technical questions, bugs and ideas for new features belong in the public issue tracker, where anyone can follow the answer.',
    cta: 'Open an issue',
    href: 'https://github.com/nicumicle/simple-jwt-login/issues',
  },
  {
    id: 'forum',
    icon: <PageIcon name="forum" />,
    title: 'WordPress.org support forum',
    bestFor: 'Help from the WordPress community',
    text: 'Ask for help in the plugin’s support forum on WordPress.org and search the questions others have already asked.',
    cta: 'Visit the forum',
    href: 'https://wordpress.org/support/plugin/simple-jwt-login',
  },
  {
    id: 'x',
    icon: <XIcon />,
    title: 'X (Twitter)',
    bestFor: 'Project news',
    text: 'Follow @simplejwtlogin to keep up with what is happening around the plugin.',
    cta: 'Follow on X',
    href: 'https://x.com/simplejwtlogin',
  },
];

/** Pages that answer most questions before they are asked. */
const HELP_PAGES: { icon: IconName; label: string; to: string }[] = [
  { icon: 'book', label: 'Installation guide', to: '/docs#installation-guide' },
  { icon: 'lifebuoy', label: 'Error codes and what they mean', to: '/docs/error-codes' },
  { icon: 'code', label: 'API reference', to: '/api/simple-jwt-login' },
  { icon: 'megaphone', label: 'Release notes', to: '/releases' },
];

export default function Contact() {
  return (
    <main id="main" className="contact" tabIndex={-1}>
      <header className="pg-page-hero">
        <div className="pg-container">
          <p className="pg-eyebrow">Contact</p>
          <h1>Connect with us</h1>
          <p className="pg-page-lead">
            Have a question, found a bug or want to suggest a feature? Pick the channel that suits you best: the
            Simple JWT Login community is there to help.
          </p>
        </div>
      </header>

      <section className="pg-section contact-channels-section" aria-labelledby="channels">
        <div className="pg-container">
          <h2 id="channels" className="visually-hidden">
            Ways to reach us
          </h2>
          <ul className="contact-channels" role="list">
            {CHANNELS.map((c) => (
              <li key={c.id} className="pg-card contact-channel">
                <span className="pg-icon-bubble">{c.icon}</span>
                <h3 id={c.id}>{c.title}</h3>
                <p className="contact-best-for">{c.bestFor}</p>
                <p>{c.text}</p>
                <Link to={c.href} className="button button-outline contact-cta">
                  {c.cta}
                  <PageIcon name="arrowRight" size={18} />
                </Link>
              </li>
            ))}
          </ul>

          <div className="pg-notice contact-email" role="note" aria-labelledby="email">
            <span className="pg-icon-bubble pg-icon-bubble-muted">
              <PageIcon name="mailOff" />
            </span>
            <div>
              <h3 id="email">Email support has ended</h3>
              <p>
                Support by email was discontinued on <strong>1 December 2024</strong>. Please use one of the
                channels above instead: answers there also help everyone who runs into the same question.
              </p>
            </div>
          </div>
        </div>
      </section>

      <section className="pg-section pg-section-alt" aria-labelledby="before-you-ask">
        <div className="pg-container contact-help">
          <div>
            <h2 id="before-you-ask">Before you ask</h2>
            <p>Many answers are already written down. These pages solve most problems:</p>
            <ul className="contact-links" role="list">
              {HELP_PAGES.map((page) => (
                <li key={page.to}>
                  <PageIcon name={page.icon} size={20} />
                  <Link to={page.to}>{page.label}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div className="pg-card contact-tips">
            <h2 id="good-report">Writing a good bug report</h2>
            <p>A clear report gets a faster answer. Include:</p>
            <ul>
              <li>your Simple JWT Login, WordPress and PHP versions;</li>
              <li>the endpoint you called and the parameters you sent (leave out passwords, secrets and tokens);</li>
              <li>
                the <code>errorCode</code> and <code>message</code> from the response;
              </li>
              <li>what you expected to happen, and what happened instead.</li>
            </ul>
          </div>
        </div>
      </section>

      <section className="pg-section" aria-labelledby="help-back">
        <div className="pg-container pg-narrow pg-center">
          <h2 id="help-back">Like the plugin?</h2>
          <p>
            A star on GitHub, a review on WordPress.org or a donation helps Simple JWT Login keep moving forward.
          </p>
          <div className="pg-actions pg-actions-center">
            <Link to="/donate" className="button pg-button-lg">
              <PageIcon name="heart" size={18} />
              Support the project
            </Link>
            <Link to="https://wordpress.org/support/plugin/simple-jwt-login/reviews/" className="button button-outline pg-button-lg">
              Leave a review
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
