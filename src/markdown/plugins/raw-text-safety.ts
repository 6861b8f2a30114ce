/**
 * Raw HTML is parsed (rehype-raw) and written out again, and the result must
 * parse the same way in the browser, or it can swallow the theme's layout.
 * Two elements do not survive that round trip: a `<script>` whose text holds
 * `<!--` then `<script` (the browser then ignores the next `</script>` and
 * the rest of the page becomes script), and `<plaintext>`, which never ends.
 * Script text gets those sequences escaped the way JavaScript allows
 * (`<\!--`, `<\/script`); `<plaintext>` becomes `<pre>`.
 */
import type { Root } from 'hast';
import { forEachElement } from './for-each-element.js';

const ESCAPE_IN_SCRIPT = /<(!--|\/?script)/gi;

export function rehypeRawTextSafety() {
  return (tree: Root) => {
    forEachElement(tree, (node) => {
      if (node.tagName === 'plaintext') node.tagName = 'pre';
      if (node.tagName !== 'script') return;
      for (const child of node.children) if (child.type === 'text') child.value = child.value.replace(ESCAPE_IN_SCRIPT, '<\\$1');
    });
  };
}
