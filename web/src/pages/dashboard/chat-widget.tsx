import { useEffect, useId, useRef } from 'react';
import { MESSAGES, TEXT_LIMITS } from '@spotter/core/constants';
import { chatBubble, outgoingMessage } from '@spotter/core/view-models';
import type { useChat } from '../../hooks/use-chat';
import { submitHandler } from '../../lib/submit-handler';
import { ChatBubbleView } from './chat-bubble-view';
import { ChatbotEmbed } from './chatbot-embed';
import './chat.css';
import { Icon } from '../../components/icon';
import { useToastsClearOfChat } from '../../components/toast-placement';
import { useClearOfVideos } from '../../hooks/use-clear-of-videos';

/** The floating coach chat at the bottom-right (spec §2, §4): a launcher and a fixed-size panel. */
export function ChatWidget({ chat, firstName }: { chat: ReturnType<typeof useChat>; firstName: string }) {
  const panelId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const widget = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  useToastsClearOfChat(chat.open);
  // The closed launcher rises above a video's control bar rather than cover it (the open panel is the user's choice).
  useClearOfVideos(widget, !chat.open);

  useEffect(() => {
    if (chat.open && !chat.thinking) input.current?.focus();
  }, [chat.open, chat.thinking]);
  useEffect(() => {
    // Closing (button or Esc) hands focus back to the launcher rather than dropping it on the page.
    if (wasOpen.current && !chat.open) launcher.current?.focus();
    wasOpen.current = chat.open;
  }, [chat.open]);
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [chat.messages.length, chat.thinking, chat.open, chat.streaming]);

  return (
    <div className="chat-widget" ref={widget}>
      <ChatbotEmbed />
      {chat.open ? (
        <section
          id={panelId}
          className="chat-panel"
          aria-label="AI Coach chat"
          onKeyDown={(event) => event.key === 'Escape' && chat.close()}
        >
          <header className="chat-header">
            <span className="chat-avatar" aria-hidden="true">
              S
            </span>
            <div>
              <h2 className="chat-title">AI Coach</h2>
              <p className="chat-subtitle">Ask about your form, plan or progress</p>
            </div>
            <button type="button" className="icon-button light" onClick={chat.close} aria-label="Close chat">
              <Icon name="close" />
            </button>
          </header>
          <div ref={log} className="chat-log" role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
            {chat.messages.length === 0 ? (
              <p className="chat-empty">Hi {firstName}! Ask me anything about your training.</p>
            ) : (
              chat.messages.map((message) => <ChatBubbleView key={message.id} bubble={chatBubble(message)} />)
            )}
            {chat.streaming !== null ? (
              <ChatBubbleView
                bubble={chatBubble({ ...outgoingMessage(chat.streaming, new Date(), 'streaming'), type: 'avatar' })}
                streaming
              />
            ) : null}
            {chat.thinking && chat.streaming === null ? (
              <p className="chat-thinking" role="status">
                <span className="typing" aria-hidden="true">
                  <i />
                  <i />
                  <i />
                </span>
                {MESSAGES.coachThinking}
              </p>
            ) : null}
          </div>
          <form className="chat-form" onSubmit={submitHandler(chat.send)}>
            <label htmlFor={inputId} className="visually-hidden">
              Message your coach
            </label>
            <input
              ref={input}
              id={inputId}
              value={chat.draft}
              onChange={(event) => chat.setDraft(event.target.value)}
              placeholder="Ask your coach..."
              disabled={chat.thinking}
              autoComplete="off"
              maxLength={TEXT_LIMITS.chatMessage}
            />
            <button type="submit" className="button primary" disabled={chat.thinking}>
              Send
            </button>
          </form>
        </section>
      ) : null}
      <button
        ref={launcher}
        type="button"
        className={`chat-launcher${chat.open ? ' open' : ''}`}
        onClick={chat.toggle}
        aria-expanded={chat.open}
        aria-controls={chat.open ? panelId : undefined}
        aria-label={chat.open ? 'Close AI Coach chat' : 'Open AI Coach chat'}
      >
        <Icon name={chat.open ? 'close' : 'chat'} size={26} />
      </button>
    </div>
  );
}
