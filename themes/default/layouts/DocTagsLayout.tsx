/** Every tag of the docs (of one version), by first letter, with doc counts. */
import { type DocTagsPageData, type LayoutProps, translate } from 'mysite-ssg/client';
import { TagsByLetter } from '../components/TagsByLetter.js';

export default function DocTagsLayout({ page }: LayoutProps<DocTagsPageData>) {
  const data = page.data;
  return (
    <main id="main" className="doc-tags-page" tabIndex={-1}>
      <h1>{data.title}</h1>
      {data.version ? <p className="doc-tags-version">{data.version.label}</p> : null}
      <TagsByLetter letters={data.letters} countLabel={translate('theme.tags.docs', ', docs: ')} />
    </main>
  );
}
