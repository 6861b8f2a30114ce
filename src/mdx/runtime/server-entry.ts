/** The render runtime of an MDX server bundle (bundle-mdx.ts), with the site's global components. */
export { renderMdxContent } from './island-server.js';
export { globalComponents } from 'mysite:mdx-provider';
