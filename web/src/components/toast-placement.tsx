import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

interface ToastPlacement {
  /** The chat panel is open: toasts move to the top so they never cover its input. */
  chatOpen: boolean;
  setChatOpen: (open: boolean) => void;
}

const ToastPlacementContext = createContext<ToastPlacement>({ chatOpen: false, setChatOpen: () => undefined });

export function ToastPlacementProvider({ children }: { children: ReactNode }) {
  const [chatOpen, setChatOpen] = useState(false);
  const value = useMemo(() => ({ chatOpen, setChatOpen }), [chatOpen]);
  return <ToastPlacementContext.Provider value={value}>{children}</ToastPlacementContext.Provider>;
}

export const useToastPlacement = (): ToastPlacement => useContext(ToastPlacementContext);

/** While `open`, the app's toasts keep clear of the chat panel (and go back when it closes or unmounts). */
export function useToastsClearOfChat(open: boolean) {
  const { setChatOpen } = useToastPlacement();
  useEffect(() => {
    setChatOpen(open);
    return () => setChatOpen(false);
  }, [open, setChatOpen]);
}
