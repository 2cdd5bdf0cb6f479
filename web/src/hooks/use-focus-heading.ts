import { useEffect, useRef } from 'react';

/** How long a page that loads its code or data may take to show its heading before focus gives up on it. */
const WAIT_MS = 3000;

/**
 * After a navigation (not the first page), focus moves to the new page's heading, so a keyboard or screen-reader
 * user starts reading the page they asked for rather than where the old one left them. A page whose heading comes
 * later (its code or data loading) is waited for; the heading gets tabindex -1 to take focus without joining Tab.
 */
export function useFocusHeadingOnNavigate(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const started = Date.now();
    let frame = 0;
    const tryFocus = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: false });
        return;
      }
      if (Date.now() - started < WAIT_MS) frame = requestAnimationFrame(tryFocus);
    };
    frame = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
