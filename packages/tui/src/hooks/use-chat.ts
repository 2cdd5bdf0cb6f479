import { useInput } from 'ink';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@spotter/core/api';
import { noticeLine, sendChatMessage, type VoiceNotice } from '@spotter/core/flows';
import type { ChatMessage } from '@spotter/core/schemas';
import { chatBubble, outgoingMessage } from '@spotter/core/view-models';
import { chatLines } from '../chat-lines.js';
import { useTui } from '../tui-context.js';

/** Lines the chat needs besides the conversation (title, thinking line, input box). */
const FIXED_ROWS = 9;

/**
 * The coach chat: history, Enter sends (blank ignored), 'AI Coach is thinking...' until the reply's first words
 * arrive; the reply streams in as it is produced and the input stays closed until it is done.
 */
export function useChat(initialMessage?: string) {
  const tui = useTui();
  const userId = tui.user?.id ?? null;
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [thinking, setThinking] = useState(false);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [focus, setFocus] = useState<'input' | 'history'>('input');
  const [scroll, setScroll] = useState(0);
  const [loadError, setLoadError] = useState<string | null>(null);
  const sent = useRef(0);
  /** The voice notices this conversation has had: each is said once, as on the web. */
  const voiceTold = useRef(new Set<VoiceNotice>());

  const send = async (text: string) => {
    if (!userId) return;
    sent.current += 1;
    await sendChatMessage(
      { draft: text, busy: thinking, localId: `local-${sent.current}`, voiceTold: voiceTold.current },
      {
        send: (message, onDelta) => tui.client.chatStream({ userId, message, onDelta }),
        setBusy: setThinking,
        addMessage: (message) => setMessages((current) => [...current, message]),
        clearDraft: () => {
          setDraft('');
          setScroll(0);
        },
        showStreaming: setStreaming,
        // A failure names its reason (the server's words), as the web's toast does.
        notify: (notice) => tui.toast(noticeLine(notice), notice.tone),
        toldVoice: (kind) => voiceTold.current.add(kind),
      },
    );
  };

  // History first, then the message the CLI passed (spotter chat "…"), once.
  useEffect(() => {
    if (!userId) return;
    let live = true;
    tui.client
      .listChat(userId)
      .then(
        (history) => live && setMessages((current) => [...history, ...current]),
        (err: unknown) => live && setLoadError(errorMessage(err)),
      )
      .finally(() => {
        if (live && initialMessage) void send(initialMessage);
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tui.client, userId]);

  const width = tui.columns - 6;
  // Reading the history takes one line to say so (a mark that needs no colour).
  const height = Math.max(3, tui.rows - FIXED_ROWS - (focus === 'history' ? 1 : 0));
  const bubbles = messages.map(chatBubble);
  if (streaming !== null)
    bubbles.push(chatBubble({ ...outgoingMessage(streaming, new Date(), 'streaming'), type: 'avatar', timestamp: '' }));
  const lines = chatLines(bubbles, width, tui.client.mediaUrl, tui.link);
  const maxScroll = Math.max(0, lines.length - height);
  const offset = Math.min(scroll, maxScroll);

  useInput(
    (_input, key) => {
      if (key.tab) return setFocus((current) => (current === 'input' ? 'history' : 'input'));
      if (focus !== 'history') return;
      const step = key.pageUp ? height : key.pageDown ? -height : key.upArrow ? 1 : key.downArrow ? -1 : 0;
      if (step) setScroll(Math.max(0, Math.min(maxScroll, offset + step)));
      if (key.return) setFocus('input');
    },
    { isActive: tui.active },
  );

  return {
    signedIn: userId !== null,
    visibleLines: lines.slice(Math.max(0, lines.length - height - offset), lines.length - offset),
    scrolledBack: offset > 0,
    empty: messages.length === 0 && !thinking,
    loadError,
    draft,
    setDraft,
    send: (text: string) => void send(text),
    /** Waiting for the first words of the reply. */
    thinking: thinking && streaming === null,
    /** Waiting for the reply to finish: the input stays closed. */
    waiting: thinking,
    focus,
    inputActive: tui.active && focus === 'input' && !thinking,
    typing: focus === 'input',
  };
}
