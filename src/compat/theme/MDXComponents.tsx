/**
 * `@theme/MDXComponents` (and `@theme-original/MDXComponents`): the
 * components every MDX page has without importing them, as in Docusaurus.
 * A site's `src/theme/MDXComponents` usually spreads these and adds its
 * own. HTML elements are not replaced: an MDX page renders them as a
 * Markdown page does.
 */
import Admonition from './Admonition.js';
import Details from './Details.js';
import Head from '../docusaurus/Head.js';

const MDXComponents: Record<string, unknown> = { Head, Details, admonition: Admonition };

export default MDXComponents;
