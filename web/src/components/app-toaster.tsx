import { useEffect, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
// As a file, not sonner's injected <style>: the server's CSP allows no inline style (see web/vite.config.ts).
import 'sonner/dist/styles.css';
import { TOAST } from '@spotter/core/constants';
import { useToastPlacement } from './toast-placement';

/** sonner's rich colours, darkened to reach WCAG AA contrast (its defaults sit near 4.2:1). */
const TOASTER_STYLE = {
  '--width': `${TOAST.widthPx}px`,
  '--success-bg': '#f0fdf4',
  '--success-border': '#bbf7d0',
  '--success-text': '#166534',
  '--error-bg': '#fef3f2',
  '--error-border': '#fecdca',
  '--error-text': '#b42318',
  '--info-bg': '#eff6ff',
  '--info-border': '#bfdbfe',
  '--info-text': '#1e40af',
  '--warning-bg': '#fffbeb',
  '--warning-border': '#fde68a',
  '--warning-text': '#854d0e',
} as CSSProperties;

/**
 * sonner gives focus back to the element focused before the toasts whenever focus leaves them: Tab past the last
 * close button landed on the chat button again, so Tab looped chat button → toast → close → chat button and never
 * reached the page. When it is Tab that leaves the toasts, focus goes where Tab was taking it (or, past the end of
 * the page, nowhere, so the next Tab starts at the top).
 *
 * It is done in the same event, not a timer later: the listener is on the document in the bubbling phase, so it runs
 * right after sonner's own handler (React's, on the app's root) has moved focus back, and before anything else can
 * read where focus is. A timer left a moment where focus sat on the chat button, and a quick second Tab (or a slow
 * page) went on from there, back into the toasts.
 */
function useTabLeavesToasts(doc: Document) {
  useEffect(() => {
    let tabbing = false;
    const onKey = (event: KeyboardEvent) => {
      tabbing = event.key === 'Tab' && event.type === 'keydown';
    };
    const onFocusOut = (event: FocusEvent) => {
      const toaster = (event.target as Element | null)?.closest?.('[data-sonner-toaster]');
      const next = event.relatedTarget as HTMLElement | null;
      if (!tabbing || !toaster || (next && toaster.contains(next))) return;
      if (next?.isConnected) next.focus();
      else if (!next) (doc.activeElement as HTMLElement | null)?.blur();
    };
    doc.addEventListener('keydown', onKey, true);
    doc.addEventListener('keyup', onKey, true);
    doc.addEventListener('focusout', onFocusOut);
    return () => {
      doc.removeEventListener('keydown', onKey, true);
      doc.removeEventListener('keyup', onKey, true);
      doc.removeEventListener('focusout', onFocusOut);
    };
  }, [doc]);
}

/**
 * Spec §4/§9: bottom-right, 4 s, at most 3 visible, 356 px wide; sonner lets them be swiped away. While the chat
 * panel is open (it sits bottom-right too) they show at the top (below the navigation bar on a desktop, over it on a
 * phone), so no toast ever covers the chat's input or its header, on a desktop or a phone.
 */
export function AppToaster() {
  const { chatOpen } = useToastPlacement();
  useTabLeavesToasts(document);
  return (
    <Toaster
      position={chatOpen ? 'top-right' : TOAST.position}
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visibleToasts}
      richColors
      closeButton
      style={TOASTER_STYLE}
      toastOptions={{ className: 'app-toast' }}
      containerAriaLabel="Notifications"
      offset={chatOpen ? { top: 'calc(var(--nav-height) + 12px)', right: 24 } : { bottom: 96, right: 24 }}
      // On a phone the panel starts just below the navigation bar: the toasts cover the bar for their 4 s instead.
      mobileOffset={chatOpen ? { top: 4 } : { bottom: 88 }}
    />
  );
}
