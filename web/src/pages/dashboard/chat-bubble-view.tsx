import type { ChatBubble, ChatTextBlock } from '@spotter/core/view-models';
import { MediaVideo } from '../../components/media-video';

function TextBlock({ block }: { block: ChatTextBlock }) {
  if (block.kind === 'paragraph') return <p className="bubble-text">{block.text}</p>;
  const items = block.items.map((item, index) => <li key={index}>{item}</li>);
  return block.ordered ? <ol className="bubble-list">{items}</ol> : <ul className="bubble-list">{items}</ul>;
}

/** One chat message: the user's on the right, the coach's on the left with its lists, video or voice. */
export function ChatBubbleView({ bubble, streaming = false }: { bubble: ChatBubble; streaming?: boolean }) {
  return (
    <article
      className={`bubble ${bubble.role}${streaming ? ' streaming' : ''}`}
      aria-label={`${bubble.author}${bubble.time && !streaming ? ` at ${bubble.time}` : ''}`}
      aria-busy={streaming || undefined}
    >
      {bubble.blocks.map((block, index) => (
        <TextBlock key={index} block={block} />
      ))}
      {bubble.videoUrl ? (
        <MediaVideo
          className="bubble-video"
          src={bubble.videoUrl}
          controls
          playsInline
          preload="metadata"
          aria-label="Coach video reply"
        />
      ) : null}
      {bubble.voiceUrl && !bubble.videoUrl ? (
        <audio className="bubble-audio" src={bubble.voiceUrl} controls preload="none" aria-label="Coach voice reply" />
      ) : null}
      {bubble.time && !streaming ? <time className="bubble-time">{bubble.time}</time> : null}
    </article>
  );
}
