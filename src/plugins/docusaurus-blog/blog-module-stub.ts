/**
 * What a site's plugin module gets for `require('@docusaurus/plugin-content-blog')`
 * (or an import of it): a module shaped as Docusaurus's (CommonJS, `default`
 * the plugin function) whose function is the one mysite put in the context
 * the plugin is called with (run-plugins.ts, blog-plugin.ts), and whose
 * `validateOptions` fills in Docusaurus's defaults (a wrapper spreads it into
 * its own exports, and reads them). Bundled into the plugin's module, so
 * nothing of Docusaurus need be installed.
 */
import { BLOG_PLUGIN_KEY } from './blog-plugin.js';

export const BLOG_MODULE = '@docusaurus/plugin-content-blog';

export const BLOG_MODULE_STUB = `const key = Symbol.for(${JSON.stringify(BLOG_PLUGIN_KEY)});
function pluginContentBlog(context, options) {
  const made = context && context[key];
  if (typeof made !== 'function') throw new Error('${BLOG_MODULE} is only a plugin of mysite for the context mysite calls a plugin with: pass on the context your plugin function was given.');
  return made(context, options);
}
// Docusaurus's documented defaults of the options wrappers read, filled in before the plugin function is called.
const defaults = { id: 'default', path: 'blog', routeBasePath: 'blog', tagsBasePath: 'tags', archiveBasePath: 'archive', pageBasePath: 'page', blogTitle: 'Blog', blogDescription: 'Blog', blogSidebarTitle: 'Recent posts', blogSidebarCount: 5, postsPerPage: 10, showReadingTime: true };
Object.defineProperty(exports, '__esModule', { value: true });
exports.default = pluginContentBlog;
exports.validateOptions = ({ options }) => ({ ...defaults, ...options });
`;
