import type { CSSProperties } from 'react';
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
 * Spec §4/§9: bottom-right, 4 s, at most 3 visible, 356 px wide; sonner lets them be swiped away. While the chat
 * panel is open (it sits bottom-right too) they show at the top (below the navigation bar on a desktop, over it on a
 * phone), so no toast ever covers the chat's input or its header, on a desktop or a phone.
 */
export function AppToaster() {
  const { chatOpen } = useToastPlacement();
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
