/**
 * Node's `require` in an ES module bundle that runs in Node: esbuild's
 * helper calls it for what a bundled CommonJS file requires that stays
 * outside the bundle (`require('node:util')` in a package's Node build),
 * and throws "Dynamic require … is not supported" when there is none.
 */
export const NODE_REQUIRE_BANNER =
  "import { createRequire as __mysiteCreateRequire } from 'node:module'; const require = __mysiteCreateRequire(import.meta.url);";
