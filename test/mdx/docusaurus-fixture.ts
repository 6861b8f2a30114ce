/**
 * A small site written the way Docusaurus 3 sites are (components in
 * src/components, global components in src/theme/MDXComponents, CSS
 * modules, partials, React pages with @docusaurus modules), in our own words,
 * for the MDX tests.
 */
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

export const FILES: Record<string, string> = {
  'site.config.ts': minimalConfig(`markdown: { components: { Kbd: './src/components/Kbd.jsx' } },`),
  'src/components/Pill.jsx': `import styles from './Pill.module.css';
export default function Pill({ children, tone = 'info' }) {
  return <span className={styles.pill} data-tone={tone}>{children}</span>;
}
`,
  'src/components/Pill.module.css': '.pill { border-radius: 9px; padding: 0 6px; background: #e8f0ff; }\n',
  'src/components/Tally.jsx': `import { useState } from 'react';
export default function Tally({ from = 0, label }) {
  const [count, setCount] = useState(from);
  return (
    <button type="button" className="tally" onClick={() => setCount(count + 1)}>
      {label}: {count}
    </button>
  );
}
`,
  'src/components/Reveal.jsx': `import { useState } from 'react';
export default function Reveal({ children, title }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="reveal">
      <button type="button" className="reveal-toggle" onClick={() => setOpen(!open)}>{title}</button>
      <div className="reveal-body" hidden={!open}>{children}</div>
    </div>
  );
}
`,
  'src/components/Callout.jsx': `export default function Callout({ children }) {
  return <aside className="callout">{children}</aside>;
}
`,
  'src/components/Kbd.jsx': 'export default function Kbd({ children }) { return <kbd>{children}</kbd>; }\n',
  'src/theme/MDXComponents.js': `import MDXComponents from '@theme-original/MDXComponents';
import Callout from '@site/src/components/Callout';
export default { ...MDXComponents, Callout };
`,
  'content/docs/_snippet.mdx': `## From the snippet

A reusable paragraph with a <Callout>global callout</Callout>.
`,
  'content/docs/intro.mdx': `---
title: Getting started
slug: /
---
import Pill from '@site/src/components/Pill';
import Tally from '../../src/components/Tally.jsx';
import Reveal from '@site/src/components/Reveal';
import Snippet from './_snippet.mdx';

Welcome <Pill tone="new">beta</Pill>. Press <Kbd>Ctrl</Kbd>.

<!-- Editors: <NotAComponent /> stays hidden -->

<Tally from={2} label="Votes" />

<Reveal title="More">

Hidden **Markdown** with an inner <Tally from={10} label="Inner" />.

</Reveal>

## Install {#install-step}

<Snippet />
`,
  'content/docs/plain.md': '---\ntitle: Plain\n---\n\nA Markdown page: 1 < 2 and {braces} stay text.\n',
};

export function docusaurusSite(extra: Record<string, string> = {}): FixtureSite {
  return createSite({ ...FILES, ...extra });
}
