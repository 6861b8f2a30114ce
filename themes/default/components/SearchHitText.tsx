/** A search result's text, matched words marked: shared by the dialog and the search page. */
import type { Highlighted, SearchHit } from 'mysite-ssg/search';

export function Marked({ parts }: { parts: Highlighted }) {
  return <>{parts.map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : p.text))}</>;
}

/** The section's heading, then its page's title; a page's first record has the title alone. */
export function SearchHitTitle({ hit }: { hit: SearchHit }) {
  return (
    <span className="search-hit-title">
      {hit.heading ? (
        <>
          <span className="search-hit-heading">
            <Marked parts={hit.heading} />
          </span>
          <span className="search-hit-page">
            <Marked parts={hit.title} />
          </span>
        </>
      ) : (
        <span className="search-hit-heading">
          <Marked parts={hit.title} />
        </span>
      )}
    </span>
  );
}
