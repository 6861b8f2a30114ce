/** One page built by Docusaurus and by mysite, compared: what a reader would notice, as data. */
import type { Heading, PageOutline } from './page-outline.js';
import { alignBlocks, type BlockChange, textSimilarity } from './similarity.js';

export interface Side<T> {
  docusaurus: T;
  mysite: T;
}

export interface PageDifferences {
  route: string;
  /** The main content's text similarity, 0 to 1. */
  similarity: number;
  title?: Side<string>;
  description?: Side<string>;
  headings: { missing: Heading[]; added: Heading[]; idChanged: { text: string; docusaurus: string; mysite: string }[] };
  links: { onlyDocusaurus: string[]; onlyMysite: string[] };
  images: { onlyDocusaurus: string[]; onlyMysite: string[]; broken: string[] };
  codeBlocks?: Side<number> & { differing: number };
  tables?: Side<string[]>;
  admonitions?: Side<string[]>;
  /** Blocks of text only one page has, in page order. */
  blocks: BlockChange[];
  screenshots?: { desktop: number; mobile: number };
}

/** The items of `a` not in `b`, counting repeats (a multiset difference). */
export function missingFrom<T>(a: T[], b: T[], key: (item: T) => string = String): T[] {
  const left = new Map<string, number>();
  for (const item of b) left.set(key(item), (left.get(key(item)) ?? 0) + 1);
  return a.filter((item) => {
    const k = key(item);
    const n = left.get(k) ?? 0;
    if (n > 0) left.set(k, n - 1);
    return n === 0;
  });
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function compareHeadings(d: Heading[], m: Heading[]): PageDifferences['headings'] {
  const byText = (h: Heading) => `${h.level} ${h.text.toLowerCase()}`;
  const missing = missingFrom(d, m, byText);
  const added = missingFrom(m, d, byText);
  // The nth heading of a text on one side is the nth of that text on the other (a post with two "JavaScript" sections).
  const ids = new Map<string, string[]>();
  for (const h of m) ids.set(byText(h), [...(ids.get(byText(h)) ?? []), h.id]);
  const idChanged = d.flatMap((h) => {
    const other = ids.get(byText(h))?.shift();
    // An id only one side gives (Docusaurus gives a page's h1 none) is no change of address.
    return other && h.id && other !== h.id ? [{ text: h.text, docusaurus: h.id, mysite: other }] : [];
  });
  return { missing, added, idChanged };
}

/**
 * Images only one side has, by file name; an image Docusaurus inlined as a
 * `data:` URL (it has no name) is the one of mysite's with its alt text.
 */
function compareImages({ docusaurus, mysite }: Side<{ name: string; alt: string }[]>): { onlyDocusaurus: string[]; onlyMysite: string[] } {
  let onlyDocusaurus = missingFrom(docusaurus, mysite, (i) => i.name);
  let onlyMysite = missingFrom(mysite, docusaurus, (i) => i.name);
  const inline = onlyDocusaurus.filter((i) => i.name === '');
  const matched = missingFrom(onlyMysite, inline, (i) => i.alt);
  onlyDocusaurus = [...onlyDocusaurus.filter((i) => i.name !== ''), ...missingFrom(inline, onlyMysite, (i) => i.alt)];
  onlyMysite = matched;
  const label = (i: { name: string; alt: string }) => i.name || `an inline image "${i.alt}"`;
  return { onlyDocusaurus: onlyDocusaurus.map(label), onlyMysite: onlyMysite.map(label) };
}

export interface ComparedPair {
  route: string;
  docusaurus: PageOutline;
  mysite: PageOutline;
  /** Each side's links and images, normalised (see read-build.ts). */
  targets: Side<string[]>;
  /** Each side's images by file name (hash taken off) and alt text. */
  images: Side<{ name: string; alt: string }[]>;
  /** Images of mysite's page whose file is not in its build. */
  brokenImages: string[];
}

export function comparePages(pair: ComparedPair): PageDifferences {
  const { docusaurus: d, mysite: m } = pair;
  const codeDiffering = missingFrom(d.codeBlocks, m.codeBlocks).length;
  return {
    route: pair.route,
    similarity: textSimilarity(d.blocks.join('\n'), m.blocks.join('\n')),
    ...(d.title !== m.title ? { title: { docusaurus: d.title, mysite: m.title } } : {}),
    ...(d.description !== m.description ? { description: { docusaurus: d.description, mysite: m.description } } : {}),
    headings: compareHeadings(d.headings, m.headings),
    links: { onlyDocusaurus: missingFrom(pair.targets.docusaurus, pair.targets.mysite), onlyMysite: missingFrom(pair.targets.mysite, pair.targets.docusaurus) },
    images: { ...compareImages(pair.images), broken: pair.brokenImages },
    ...(codeDiffering > 0 || d.codeBlocks.length !== m.codeBlocks.length
      ? { codeBlocks: { docusaurus: d.codeBlocks.length, mysite: m.codeBlocks.length, differing: codeDiffering } }
      : {}),
    ...(!sameList(d.tables, m.tables) ? { tables: { docusaurus: d.tables, mysite: m.tables } } : {}),
    ...(!sameList(d.admonitions, m.admonitions) ? { admonitions: { docusaurus: d.admonitions, mysite: m.admonitions } } : {}),
    blocks: alignBlocks(d.blocks, m.blocks).filter((change) => change.kind !== 'same'),
  };
}

/** What differs on a page, in a few words each, for the terminal and the report. */
export function differenceSummary(page: PageDifferences): string[] {
  const notes: string[] = [];
  if (page.title) notes.push('title');
  if (page.description) notes.push('description');
  const h = page.headings;
  if (h.missing.length) notes.push(`${h.missing.length} heading${h.missing.length > 1 ? 's' : ''} missing`);
  if (h.added.length) notes.push(`${h.added.length} heading${h.added.length > 1 ? 's' : ''} added`);
  if (h.idChanged.length) notes.push(`${h.idChanged.length} heading id${h.idChanged.length > 1 ? 's' : ''} changed`);
  const links = page.links.onlyDocusaurus.length + page.links.onlyMysite.length;
  if (links) notes.push(`${links} link target${links > 1 ? 's' : ''} differ`);
  if (page.images.broken.length) notes.push(`${page.images.broken.length} broken image${page.images.broken.length > 1 ? 's' : ''}`);
  const images = page.images.onlyDocusaurus.length + page.images.onlyMysite.length;
  if (images) notes.push(`${images} image${images > 1 ? 's' : ''} differ`);
  if (page.codeBlocks)
    notes.push(
      `code blocks ${page.codeBlocks.docusaurus}→${page.codeBlocks.mysite}${page.codeBlocks.differing ? `, ${page.codeBlocks.differing} changed` : ''}`,
    );
  if (page.tables) notes.push(`tables ${page.tables.docusaurus.length}→${page.tables.mysite.length}`);
  if (page.admonitions) notes.push(`admonitions ${page.admonitions.docusaurus.length}→${page.admonitions.mysite.length}`);
  const only = page.blocks.filter((b) => b.kind === 'only-docusaurus').length;
  if (only) notes.push(`${only} block${only > 1 ? 's' : ''} of text only in Docusaurus`);
  return notes;
}
