/** Tags grouped by first letter, each with its count: the tags list of a blog or of the docs. */
import type { TagData } from 'mysite-ssg/client';
import { BlogTagCount } from './BlogTags.js';

export interface TagsByLetterProps {
  letters: { letter: string; tags: (TagData & { count: number })[] }[];
  /** The visually hidden words before a count (", posts: "), for screen readers. */
  countLabel?: string;
}

export function TagsByLetter({ letters, countLabel }: TagsByLetterProps) {
  return (
    <div className="blog-tags-index">
      {letters.map((group) => (
        <section key={group.letter} className="blog-tags-letter" aria-labelledby={`letter-${group.letter}`}>
          <h2 id={`letter-${group.letter}`}>{group.letter}</h2>
          <ul>
            {group.tags.map((tag) => (
              <li key={tag.href}>
                <BlogTagCount tag={tag} countLabel={countLabel} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
