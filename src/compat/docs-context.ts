/**
 * `useDocsHookData`: how the docs client hooks read the doc being rendered
 * from the page's context (docs-hook-data.ts says what it holds and when).
 */
import { type DocsHookData, isPending } from './docs-hook-data.js';
import { usePageContext } from './page-context.js';

/**
 * The data of the doc being rendered; undefined during its first render,
 * when the hooks answer with empty values (that render is thrown away).
 * Outside a doc, an error naming the hook, as Docusaurus throws there.
 */
export function useDocsHookData(hook: string): DocsHookData | undefined {
  const { docs, docsReads } = usePageContext();
  if (!docs) {
    throw new Error(
      `${hook}() reads the doc being rendered, and this page is not a doc: use it in a page or a component of a docs section (content/docs/, or a section of docs: [...]).`,
    );
  }
  if (isPending(docs)) {
    docs.read = true;
    return undefined;
  }
  if (docsReads) docsReads.count++;
  return docs;
}
