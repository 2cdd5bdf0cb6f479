import { toast } from 'sonner';
import { errorMessage } from '@spotter/core/api';

/** Spec §8: the server's detail, else the error's message, else 'An error occurred'. */
export const notifyError = (err: unknown, title?: string) =>
  title ? toast.error(title, { description: errorMessage(err) }) : toast.error(errorMessage(err));

export const notifySuccess = (messages: readonly string[]) => messages.forEach((message) => toast.success(message));

/** Toasts a view model chose, each in its kind's colours (green success, amber warning). */
export const notifyEach = (toasts: readonly { kind: 'success' | 'warning'; text: string }[]) =>
  toasts.forEach(({ kind, text }) => (kind === 'warning' ? toast.warning(text) : toast.success(text)));
