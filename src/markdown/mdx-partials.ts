/**
 * Markdown partials, as Docusaurus has them: `import Part from './_part.md'`
 * then `<Part />` puts that file's Markdown in the page. The path is
 * relative to the importing file; partials may import partials; a file that
 * comes back into its own chain would never end, so it is an error naming
 * the chain. Each partial read is a dependency of the page: changing it
 * compiles the page again.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, posix, resolve } from 'node:path';
import { splitFrontMatter } from './front-matter.js';
import { outsideReasonText, type SiteBoundary } from '../core/site-boundary.js';

/** A file of the chain being expanded: the page, then each partial inside the one before. */
export interface ChainLink {
  /** Site-relative, for messages. */
  file: string;
  absolutePath: string;
}

export interface PartialTarget extends ChainLink {
  /** The import's line, where a problem with the file is reported. */
  line: number;
}

/** Whether an import names a Markdown file (a partial) rather than code. */
export function isPartialImport(specifier: string): boolean {
  return /^\.\.?\//.test(specifier) && /\.mdx?$/.test(specifier);
}

interface PartialImport {
  specifier: string;
  from: ChainLink;
  /** The page and the partials it is inside of, `from` last. */
  chain: ChainLink[];
  /** Site-relative folder the partial must be in. */
  root: string;
  /** The same folder, with symbolic links followed. */
  rootBoundary: SiteBoundary;
}

/** Where a partial import points, or the reason it cannot be used. */
export function locatePartial({ specifier, from, chain, root, rootBoundary }: PartialImport): ChainLink | { error: string; hint: string } {
  const absolutePath = resolve(dirname(from.absolutePath), specifier);
  const file = posix.normalize(posix.join(posix.dirname(from.file), specifier));
  if (posix.normalize(root) !== '.' && !file.startsWith(posix.normalize(root + '/'))) {
    // Outside its source's folder an edit would go unseen by watch mode and by the up-to-date check.
    return { error: `The partial ${specifier} is outside ${root}/.`, hint: `Move it into ${root}/ (a folder or file starting with "_" is not a page).` };
  }
  if (!existsSync(absolutePath)) {
    return { error: `The partial ${specifier} does not exist (looked for ${file}).`, hint: 'The path is relative to this file; check its name and folder.' };
  }
  const refused = rootBoundary.check(absolutePath);
  if (refused) {
    return {
      error: `The partial ${specifier} may not be read: ${outsideReasonText(refused, file, `${root}/`)}.`,
      hint: `A partial must be a file inside ${root}/, not a symbolic link out of it.`,
    };
  }
  const loop = chain.findIndex((link) => link.absolutePath === absolutePath);
  if (loop >= 0) {
    const names = [...chain.slice(loop), { file }].map((link) => link.file).join(' → ');
    return { error: `Partials import each other in a loop: ${names}.`, hint: 'Remove one of the imports: a partial cannot contain itself.' };
  }
  return { file, absolutePath };
}

/** A partial's Markdown without its front matter (which Docusaurus ignores too), with its hash as a dependency. */
export function readPartial(target: ChainLink): { body: string; dependency: { file: string; hash: string } } {
  const text = readFileSync(target.absolutePath, 'utf8');
  return { body: splitFrontMatter(text, target.file).body, dependency: { file: target.absolutePath, hash: createHash('sha1').update(text).digest('hex') } };
}
