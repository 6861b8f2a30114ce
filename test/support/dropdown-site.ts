/**
 * A small site whose navbar has two dropdowns: "Community" on the left (a
 * doc, an external forum, a React page) and "More" on the right (the docs'
 * home), for the server and browser tests of navbar dropdowns.
 */
import { minimalConfig } from './fixture-site.js';

const CONFIG = minimalConfig(`navbar: {
    title: 'Fixture',
    items: [
      { label: 'Docs', to: '/docs' },
      {
        type: 'dropdown',
        label: 'Community',
        items: [
          { label: 'Guide', to: '/docs/guide' },
          { label: 'Forum', href: 'https://forum.example.com', title: 'The forum' },
          { label: 'Contact', to: '/contact' },
        ],
      },
      { type: 'dropdown', label: 'More', position: 'right', items: [{ label: 'Start here', to: '/docs' }] },
    ],
  },`);

const CONTACT = `export const head = { title: 'Contact' };
export default function Contact() { return <main id="main"><h1>Contact us</h1><p>Write to us.</p></main>; }
`;

export function dropdownSiteFiles(): Record<string, string> {
  return {
    'site.config.ts': CONFIG,
    'content/docs/intro.md': '---\ntitle: Welcome\nslug: /\n---\n\nStart with the guide.\n',
    'content/docs/guide.md': '---\ntitle: Guide\n---\n\nThe steps, one by one.\n',
    'content/pages/contact.tsx': CONTACT,
  };
}
