import { useEffect, type RefObject } from 'react';
import { liftClearOfVideos } from '../lib/clear-of-videos';

/**
 * Keeps a floating element off the control bars of the page's videos: while `active`, whenever the page scrolls,
 * resizes or changes, `--float-lift` on `floating` says how far it must rise (its CSS moves it). Videos inside the
 * floating element itself do not count.
 */
export function useClearOfVideos(floating: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = floating.current;
    if (!element) return;
    let lift = 0;
    let frame = 0;
    const place = () => {
      frame = 0;
      const now = element.getBoundingClientRect();
      // Where it rests: where it is, less the lift it has now.
      const rest = { left: now.left, right: now.right, top: now.top + lift, bottom: now.bottom + lift };
      const videos = [...document.querySelectorAll('video')]
        .filter((video) => !element.contains(video))
        .map((video) => video.getBoundingClientRect());
      const next = active ? liftClearOfVideos(rest, videos) : 0;
      if (next === lift) return;
      lift = next;
      element.style.setProperty('--float-lift', `${lift}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    // A video that loads its size grows the page; a browser without ResizeObserver still has scroll and changes.
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    resized?.observe(document.body);
    const changed = new MutationObserver(schedule);
    changed.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
      changed.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      element.style.removeProperty('--float-lift');
    };
  }, [floating, active]);
}
