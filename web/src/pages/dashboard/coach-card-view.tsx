import type { ReactNode } from 'react';
import type { CoachCard } from '@spotter/core/view-models';
import { MediaVideo } from '../../components/media-video';

const SOURCE_LABEL: Record<CoachCard['source'], string> = {
  media: 'Feedback on your latest set',
  avatar: 'A message from your coach',
  welcome: 'Welcome from your coach',
};

/** The coach card (spec §2): latest feedback and processed video, else the avatar greeting, else a welcome; the analysis sits beside it. */
export function CoachCardView({ card, children }: { card: CoachCard; children?: ReactNode }) {
  return (
    <section className={`card coach-card${card.videoUrl ? ' has-video' : ''}`} aria-labelledby="coach-card-title">
      {card.videoUrl ? (
        <MediaVideo
          className="coach-video"
          src={card.videoUrl}
          poster={card.posterUrl}
          controls
          playsInline
          preload="metadata"
          aria-label="Coach video"
        />
      ) : null}
      <div className="coach-copy">
        <h2 className="eyebrow dark" id="coach-card-title">
          {SOURCE_LABEL[card.source]}
        </h2>
        <p className="coach-text">{card.text}</p>
        {children}
      </div>
    </section>
  );
}
