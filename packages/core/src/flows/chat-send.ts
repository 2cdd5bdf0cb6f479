import { errorMessage } from '../api/errors.js';
import { MESSAGES } from '../constants/index.js';
import { validateChatMessage } from '../rules/index.js';
import type { ChatMessage, ChatReply } from '../schemas/index.js';
import { chatReplyNote, chatReplyToasts, outgoingMessage } from '../view-models/chat.js';
import type { Notice } from './notice.js';

/** What the chat screen does at each step of a send; the flow decides when. */
export interface ChatSendEffects {
  /** The call, streamed where the screen streams: `onDelta` gets each piece of the reply's text. */
  send(message: string, onDelta: (text: string) => void): Promise<ChatReply>;
  /** True once the message is accepted, false when the reply is done or has failed. */
  setBusy(busy: boolean): void;
  /** A message for the conversation: the user's own at once, then the coach's kept reply. */
  addMessage(message: ChatMessage): void;
  /** The message is accepted: the input empties. */
  clearDraft(): void;
  /** The reply's text so far; null when it is done (the kept message replaces it) or has failed. */
  showStreaming(text: string | null): void;
  notify(notice: Notice): void;
  /** A voice notice was said: the screen keeps it in the conversation's `voiceTold`. */
  toldVoice?(notice: VoiceNotice): void;
}

/** The coach's voice notices: 'spoken' the voice-generated toast, 'busy' the text-only note. */
export type VoiceNotice = 'spoken' | 'busy';

export interface ChatSendRequest {
  draft: string;
  /** A reply is still coming: a second send is ignored. */
  busy: boolean;
  /** The id the outgoing message carries until the history is read again ('local-3'). */
  localId: string;
  /**
   * The voice notices this conversation has had already: each is said once, not again on every reply (the voice
   * player under each reply shows the rest). None given: every reply says its own.
   */
  voiceTold?: ReadonlySet<VoiceNotice>;
  now?: Date;
}

/** ignored: blank, or a reply still coming; invalid: said why in a notice; failed: said why in a notice. */
export type ChatSendOutcome = 'ignored' | 'invalid' | 'sent' | 'failed';

/**
 * One chat message: validate (blank ignored, too long said) → busy → the call (streamed) → the reply with its
 * toasts and notes. A failure is said in an error notice with the server's words, never swallowed.
 */
export async function sendChatMessage(request: ChatSendRequest, effects: ChatSendEffects): Promise<ChatSendOutcome> {
  if (request.busy) return 'ignored';
  const checked = validateChatMessage(request.draft);
  if (checked === null) return 'ignored';
  if (!checked.ok) {
    effects.notify({ tone: 'error', text: Object.values(checked.errors)[0] ?? MESSAGES.genericError });
    return 'invalid';
  }
  effects.addMessage(outgoingMessage(checked.value, request.now ?? new Date(), request.localId));
  effects.clearDraft();
  effects.setBusy(true);
  let shown = '';
  try {
    const reply = await effects.send(checked.value, (text) => {
      shown += text;
      effects.showStreaming(shown);
    });
    effects.showStreaming(null);
    effects.addMessage(reply.message);
    const sayOnce = (kind: VoiceNotice, notice: Notice) => {
      if (request.voiceTold?.has(kind)) return;
      effects.notify(notice);
      effects.toldVoice?.(kind);
    };
    for (const text of chatReplyToasts(reply)) sayOnce('spoken', { tone: 'success', text });
    const note = chatReplyNote(reply);
    if (note) sayOnce('busy', { tone: 'info', text: note });
    return 'sent';
  } catch (err) {
    effects.showStreaming(null);
    effects.notify({ tone: 'error', text: MESSAGES.chatFailed, detail: errorMessage(err) });
    return 'failed';
  } finally {
    effects.setBusy(false);
  }
}
