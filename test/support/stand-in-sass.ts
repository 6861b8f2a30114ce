/**
 * A stand-in for the `sass` package, installed into a fixture site: its
 * `compile()` expands the `$name: value;` variables a file declares, which
 * is all the fixtures' Sass uses. The real package is not a dependency.
 */
export const STAND_IN_SASS: Record<string, string> = {
  'node_modules/sass/package.json': '{ "name": "sass", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/sass/index.js': `const { readFileSync } = require('node:fs');
exports.compile = (path) => {
  const values = {};
  const text = readFileSync(path, 'utf8').replace(/^\\$([\\w-]+):\\s*([^;]+);\\s*$/gm, (_, name, value) => { values[name] = value; return ''; });
  return { css: text.replace(/\\$([\\w-]+)/g, (_, name) => values[name]) };
};
`,
};
