/**
 * Animated show/hide of a block. The duration grows with the content's
 * height (a long list takes a little longer than a short one) and is 1 ms
 * when the visitor prefers reduced motion.
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  return Math.round(Math.min(600, 150 + Math.sqrt(height) * 8));
}

export function Collapsible({
  open,
  children,
  as: Tag = 'div',
  className,
  id,
}: {
  open: boolean;
  children: ReactNode;
  as?: 'div' | 'ul';
  className?: string;
  id?: string;
}) {
  const ref = useRef<HTMLElement | null>(null);
  const first = useRef(true);
  useIsoLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const full = el.scrollHeight;
    const duration = collapseDuration(full, reduced);
    el.dataset.animating = 'true';
    el.style.overflow = 'hidden';
    el.style.transition = `height ${duration}ms ease-in-out`;
    if (open) {
      el.hidden = false;
      el.style.height = '0px';
      void el.offsetHeight; // commit the start height before animating
      el.style.height = `${full}px`;
    } else {
      el.style.height = `${full}px`;
      void el.offsetHeight;
      el.style.height = '0px';
    }
    const done = () => {
      el.removeAttribute('style');
      delete el.dataset.animating;
      el.hidden = !open;
    };
    const timer = window.setTimeout(done, duration + 20);
    return () => window.clearTimeout(timer);
  }, [open]);
  return (
    <Tag ref={ref as never} className={className} id={id} hidden={!open}>
      {children}
    </Tag>
  );
}
