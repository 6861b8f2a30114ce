/**
 * A doc page's notices, in its article column above the title: "not
 * translated yet" then the version banner, one above the other in one style.
 */
import type { DocPageData, PageChunk } from 'mysite-ssg/client';
import { UntranslatedNotice } from './UntranslatedNotice.js';
import { VersionBanner } from './VersionBanner.js';

export function PageNotices({ page }: { page: PageChunk<DocPageData> }) {
  const { untranslated } = page.head;
  const version = page.data.version;
  if (!untranslated && !version?.banner) return null;
  return (
    <div className="page-notices">
      {untranslated ? <UntranslatedNotice original={untranslated.original} /> : null}
      {version?.banner ? <VersionBanner version={{ ...version, banner: version.banner }} /> : null}
    </div>
  );
}
