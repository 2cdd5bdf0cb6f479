import { toast } from 'sonner';
import { errorMessage } from '@spotter/core/api';

/** Spec §8: the server's detail, else the error's message, else 'An error occurred'. */
export const notifyError = (err: unknown, title?: string) =>
  title ? toast.error(title, { description: errorMessage(err) }) : toast.error(errorMessage(err));

export const notifySuccess = (messages: readonly string[]) => messages.forEach((message) => toast.success(message));
