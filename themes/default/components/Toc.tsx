/** "On this page": the h2–h3 headings, with the one being read highlighted. */
import { useEffect, useState } from 'react';
import type { TocItem } from 'mysite-ssg/client';
import { translate } from 'mysite-ssg/client';

export function Toc({ items }: { items: TocItem[] }) {
  const active = useActiveHeading(items);
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-label={translate('theme.TOC.title', 'On this page')}>
      <p className="toc-title">{translate('theme.TOC.title', 'On this page')}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id} className={`toc-item toc-depth-${item.depth}`}>
            <a href={`#${item.id}`} className={active === item.id ? 'active' : undefined} dangerouslySetInnerHTML={{ __html: item.html }} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The last heading above the top quarter of the viewport. */
function useActiveHeading(items: TocItem[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (items.length === 0) return;
    const update = () => {
      const limit = window.innerHeight / 4;
      let current: string | undefined;
      for (const item of items) {
        const el = document.getElementById(item.id);
        if (!el) continue;
        if (el.getBoundingClientRect().top <= limit) current = item.id;
        else break;
      }
      setActive(current ?? items[0]!.id);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [items]);
  return active;
}
