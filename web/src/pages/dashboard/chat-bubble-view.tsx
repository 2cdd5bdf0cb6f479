import type { ChatBubble } from '@spotter/core/view-models';

/** One chat message: the user's on the right, the coach's on the left with its video or voice playable. */
export function ChatBubbleView({ bubble }: { bubble: ChatBubble }) {
  return (
    <article className={`bubble ${bubble.role}`} aria-label={`${bubble.author}${bubble.time ? ` at ${bubble.time}` : ''}`}>
      <p className="bubble-text">{bubble.text}</p>
      {bubble.videoUrl ? <video className="bubble-video" src={bubble.videoUrl} controls playsInline preload="metadata" aria-label="Coach video reply" /> : null}
      {bubble.voiceUrl && !bubble.videoUrl ? <audio className="bubble-audio" src={bubble.voiceUrl} controls preload="none" aria-label="Coach voice reply" /> : null}
      {bubble.time ? <time className="bubble-time">{bubble.time}</time> : null}
    </article>
  );
}
