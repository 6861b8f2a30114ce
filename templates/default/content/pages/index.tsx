/** The home page: a hero with the calls to action, then what the site offers. */
import { Features, Hero } from 'mysite-ssg/theme';

export const head = {
  title: '__SITE_TITLE__',
  description: 'Documentation that is a pleasure to read.',
};

const FEATURES = [
  { title: 'Write in Markdown', text: 'Pages, admonitions, tabs and highlighted code, with links checked on every build.', to: '/docs/guides/write-pages' },
  { title: 'Organised for you', text: 'Folders become sidebar categories; previous and next links follow.', to: '/docs/guides/organise-the-sidebar' },
  { title: 'Your look', text: 'Colours, fonts, your own CSS and components, set in one config file.', to: '/docs/guides/make-it-yours' },
];

export default function Home() {
  return (
    <main id="main" tabIndex={-1}>
      <Hero
        title="__SITE_TITLE__"
        tagline="Documentation that is a pleasure to read."
        actions={[
          { label: 'Get started', to: '/docs' },
          { label: 'Read the blog', to: '/blog' },
        ]}
        image={{ src: '/img/logo.svg', alt: '' }}
      />
      <Features items={FEATURES} />
    </main>
  );
}
