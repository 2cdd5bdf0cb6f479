import { toast } from 'sonner';
import { errorMessage } from '@spotter/core/api';
import type { Notice } from '@spotter/core/flows';

/** Spec §8: the server's detail, else the error's message, else 'An error occurred'. */
export const notifyError = (err: unknown, title?: string) =>
  title ? toast.error(title, { description: errorMessage(err) }) : toast.error(errorMessage(err));

/** Toasts a view model chose, each in its kind's colours (green success, amber warning). */
export const notifyEach = (toasts: readonly { kind: 'success' | 'warning'; text: string }[]) =>
  toasts.forEach(({ kind, text }) => (kind === 'warning' ? toast.warning(text) : toast.success(text)));

/** A notice a core flow asked for, as a sonner toast of its tone (an error's detail under it). */
export const notify = (notice: Notice) =>
  notice.tone === 'error'
    ? toast.error(notice.text, notice.detail ? { description: notice.detail } : undefined)
    : notice.tone === 'info'
      ? toast.info(notice.text)
      : toast.success(notice.text);

/** Runs a request with its busy flag up while it runs; a failure is toasted as notifyError does (under `title`, when given). */
export async function whileBusy(setBusy: (busy: boolean) => void, request: () => Promise<void>, title?: string) {
  setBusy(true);
  try {
    await request();
  } catch (err) {
    notifyError(err, title);
  } finally {
    setBusy(false);
  }
}
