import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST } from '@spotter/core/constants';
import { addToast, removeToast, type Toast, type ToastKind } from '../toasts.js';

/** The status line: toasts with the spec's texts, each dismissed after durationMs (4 s), at most 3. */
export function useToasts(durationMs: number = TOAST.durationMs) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<NodeJS.Timeout>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const toast = useCallback(
    (text: string, kind: ToastKind = 'success') => {
      const id = nextId.current++;
      setToasts((current) => addToast(current, { id, text, kind }));
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setToasts((current) => removeToast(current, id));
      }, durationMs);
      timers.current.add(timer);
    },
    [durationMs],
  );

  return { toasts, toast };
}
