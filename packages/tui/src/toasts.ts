import { TOAST } from '@spotter/core/constants';

export type ToastKind = 'success' | 'warning' | 'error' | 'info';

export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}

/** A new toast goes last; only the newest TOAST.visibleToasts (3) stay visible. */
export function addToast(toasts: readonly Toast[], toast: Toast, limit: number = TOAST.visibleToasts): Toast[] {
  return [...toasts, toast].slice(-limit);
}

export const removeToast = (toasts: readonly Toast[], id: number): Toast[] => toasts.filter((toast) => toast.id !== id);
