import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '@spotter/core/constants';
import type { ChatMessage } from '@spotter/core/schemas';
import { errorMessage } from '@spotter/core/api';
import { validateChatMessage } from '@spotter/core/rules';
import { chatReplyNote, chatReplyToasts, outgoingMessage } from '@spotter/core/view-models';
import { notifySuccess } from '../lib/notify';
import { useApiClient } from './use-api-client';

/**
 * The floating coach chat: open/close, history on first open, blank ignored, thinking state, reply toasts. Replies
 * stream: `streaming` holds the coach's text as it arrives (null until the first piece), replaced by the kept
 * message when the reply is done.
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
    if (thinking) return;
    const checked = validateChatMessage(draft);
    if (checked === null) return;
    if (!checked.ok) {
      toast.error(Object.values(checked.errors)[0]);
      return;
    }
    localId.current += 1;
    setMessages((current) => [...current, outgoingMessage(checked.value, new Date(), `local-${localId.current}`)]);
    setDraft('');
    setThinking(true);
    try {
      const reply = await client.chatStream({
        userId,
        message: checked.value,
        onDelta: (text) => setStreaming((shown) => (shown ?? '') + text),
      });
      setMessages((current) => [...current, reply.message]);
      notifySuccess(chatReplyToasts(reply));
      const note = chatReplyNote(reply);
      if (note) toast.info(note);
    } catch (err) {
      toast.error(MESSAGES.chatFailed, { description: errorMessage(err) });
    } finally {
      setStreaming(null);
      setThinking(false);
    }
  };

  return { open, toggle, close: () => setOpen(false), messages, streaming, draft, setDraft, thinking, send };
}
