/**
 * Checks a built doc page's layout: it parses (as a browser would) into the
 * theme's landmarks, once each, with the page's content inside its article
 * and the pager after it. Whatever the Markdown held, it may not reach or
 * swallow the layout around it.
 */
import type { Element, Root, RootContent } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';

function* walk(node: Root | Element, parents: Element[] = []): Generator<[Element, Element[]]> {
  for (const child of node.children as RootContent[]) {
    if (child.type !== 'element') continue;
    yield [child, parents];
    yield* walk(child, [...parents, child]);
  }
}

const hasClass = (el: Element, name: string) => (el.properties.className as string[] | undefined)?.includes(name) ?? false;

/** What is wrong with a page's layout, if anything. */
export function layoutProblems(html: string): string[] {
  const tree = unified().use(rehypeParse).parse(html) as Root;
  const all = [...walk(tree)];
  const find = (test: (el: Element) => boolean) => all.filter(([el]) => test(el));
  const problems: string[] = [];
  const mains = find((el) => el.tagName === 'main' && el.properties.id === 'main');
  const headers = find((el) => el.tagName === 'header' && hasClass(el, 'navbar'));
  const footers = find((el) => el.tagName === 'footer' && hasClass(el, 'footer'));
  const articles = find((el) => el.tagName === 'article' && hasClass(el, 'doc-article'));
  if (mains.length !== 1 || headers.length !== 1 || footers.length !== 1 || articles.length !== 1) {
    return [`landmarks: ${mains.length} main, ${headers.length} navbar, ${footers.length} footer, ${articles.length} article`];
  }
  const [main, mainParents] = mains[0]!;
  const [, footerParents] = footers[0]!;
  const [article, articleParents] = articles[0]!;
  if (footerParents.includes(main) || mainParents.includes(footers[0]![0])) problems.push('main and footer are nested');
  if (headers[0]![1].includes(main)) problems.push('the navbar is inside main');
  if (!articleParents.includes(main)) problems.push('the article is outside main');
  const parts = article.children.filter((c): c is Element => c.type === 'element');
  const markdown = parts.findIndex((el) => hasClass(el, 'markdown'));
  const pager = parts.findIndex((el) => el.tagName === 'nav' && hasClass(el, 'pager'));
  if (markdown < 0) problems.push('the content is not a child of the article');
  if (pager < 0 || pager < markdown) problems.push('the pager is not after the content, in the article');
  return problems;
}
