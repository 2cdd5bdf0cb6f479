import { useCallback, useRef, useState } from 'react';
import type { ChatMessage } from '@spotter/core/schemas';
import { errorMessage } from '@spotter/core/api';
import { sendChatMessage, type VoiceNotice } from '@spotter/core/flows';
import { notify } from '../lib/notify';
import { useApiClient } from './use-api-client';

/**
 * The floating coach chat: open/close, history on first open, and core's send cycle (blank ignored, thinking state,
 * reply toasts, each voice notice once, errors said). Replies stream: `streaming` holds the coach's text as it arrives (null until the first
 * piece), replaced by the kept message when the reply is done.
 */
export function useChat(userId: string) {
  const client = useApiClient();
  const [streaming, setStreaming] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [thinking, setThinking] = useState(false);
  const historyLoaded = useRef(false);
  const localId = useRef(0);
  // Each voice notice once while the dashboard is open, not once per reply (the reply's own player shows its voice).
  const voiceTold = useRef(new Set<VoiceNotice>());

  const loadHistory = useCallback(async () => {
    if (historyLoaded.current) return;
    historyLoaded.current = true;
    try {
      const history = await client.listChat(userId);
      setMessages((current) => [...history, ...current]);
    } catch (err) {
      console.error('Failed to load chat history:', errorMessage(err));
    }
  }, [client, userId]);

  const toggle = () => {
    setOpen((wasOpen) => !wasOpen);
    void loadHistory();
  };

  const send = async () => {
    localId.current += 1;
    await sendChatMessage(
      { draft, busy: thinking, localId: `local-${localId.current}`, voiceTold: voiceTold.current },
      {
        send: (message, onDelta) => client.chatStream({ userId, message, onDelta }),
        setBusy: setThinking,
        addMessage: (message) => setMessages((current) => [...current, message]),
        clearDraft: () => setDraft(''),
        showStreaming: setStreaming,
        notify,
        toldVoice: (kind) => voiceTold.current.add(kind),
      },
    );
  };

  return { open, toggle, close: () => setOpen(false), messages, streaming, draft, setDraft, thinking, send };
}
