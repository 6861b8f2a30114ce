/**
 * `import { Hero, GitHubIcon } from 'mysite-ssg/theme'` in a page becomes one
 * import from each file that defines those names (what Next.js calls
 * optimizing package imports). With code splitting, esbuild puts every
 * module a barrel re-exports into chunks shared by all its importers, so a
 * page that imports two icons through the barrel would load the code of
 * every theme component. Imports the map does not know (namespaces, types
 * declared in the barrel itself) keep going through the barrel.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { CODE_FILE, codeLoader } from './theme-files.js';

/** The barrel by the package's name or its former one (see core/package-name.ts); the split imports use the first. */
const SPECIFIER = 'mysite-ssg/theme';
const SPECIFIERS = [SPECIFIER, 'mysite/theme'];

/** Exported name → the file that defines it, read from the barrel's `export { … } from '…'` lines. */
export function barrelExports(barrel: string): Map<string, string> {
  const names = new Map<string, string>();
  const text = readFileSync(barrel, 'utf8');
  for (const m of text.matchAll(/^export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/gm)) {
    const file = resolve(dirname(barrel), m[2]!.replace(/\.js$/, ''));
    for (const part of m[1]!.split(',').map((p) => p.trim())) {
      if (!part || part.startsWith('type ')) continue;
      names.set(part.split(/\s+as\s+/).pop()!, file);
    }
  }
  return names;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]mysite(?:-ssg)?\/theme['"]\s*;?/g;

/** The source with its barrel imports split per defining file, on the same lines (positions in errors stay right). */
export function splitBarrelImports(source: string, exports: Map<string, string>): string {
  return source.replace(IMPORT, (statement, list: string) => {
    const byFile = new Map<string, string[]>();
    const rest: string[] = [];
    for (const part of list
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [name] = part.replace(/^type\s+/, '').split(/\s+as\s+/);
      const file = part.startsWith('type ') ? undefined : exports.get(name!);
      if (file) byFile.set(file, [...(byFile.get(file) ?? []), part]);
      else rest.push(part);
    }
    const lines = [...byFile].map(([file, parts]) => `import { ${parts.join(', ')} } from ${JSON.stringify(file)};`);
    if (rest.length) lines.push(`import { ${rest.join(', ')} } from '${SPECIFIER}';`);
    // Keep the statement's line count: newlines inside it become spaces, the rest pad the end.
    return lines.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
}

/** `barrel`: the theme's public entry (mysite-ssg/theme). */
export function barrelImports(barrel: string): Plugin {
  let exports: Map<string, string> | undefined;
  return {
    name: 'mysite-barrel-imports',
    setup(b) {
      b.onLoad({ filter: CODE_FILE }, (args) => {
        if (args.namespace !== 'file' || /[\\/]node_modules[\\/]/.test(args.path)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!SPECIFIERS.some((specifier) => source.includes(specifier))) return undefined;
        exports ??= barrelExports(barrel);
        return { contents: splitBarrelImports(source, exports), loader: codeLoader(args.path), resolveDir: dirname(args.path) };
      });
    },
  };
}
