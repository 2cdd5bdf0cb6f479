import { useRef, useState, type Ref, type SyntheticEvent, type VideoHTMLAttributes } from 'react';
import type { ApiClient } from '@spotter/core/api';
import { useApiClient } from '../hooks/use-api-client';
import { useCurrentUser } from '../hooks/use-current-user';

/** The media file a signed URL names (`/api/media/<name>?exp=…&sig=…`, relative or absolute). */
export const mediaFileName = (url: string) => new URL(url, 'http://spotter.invalid').pathname.split('/').pop() ?? '';

/**
 * A fresh signed URL for one of the user's media files, from the lists that hand them out: the analysed videos
 * first, then the chat's video and voice replies. Null when neither holds it any more (the video was deleted).
 */
export async function freshMediaUrl(client: ApiClient, userId: string, name: string): Promise<string | null> {
  const named = (url: string | null | undefined) => (url && mediaFileName(url) === name ? client.mediaUrl(url) : null);
  for (const item of await client.listMedia(userId)) {
    const url = named(item.processed_url);
    if (url) return url;
  }
  for (const message of await client.listChat(userId)) {
    const url = named(message.avatar_video_url) ?? named(message.voice_url);
    if (url) return url;
  }
  return null;
}

type MediaVideoProps = Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src' | 'onError'> & {
  src: string;
  ref?: Ref<HTMLVideoElement>;
};

/**
 * A video of the user's media. Its signed URL lasts minutes (a revoked device loses media soon after): when the
 * browser cannot load it (expired while the page stayed open), the video asks the API for a fresh URL once and
 * carries on from where it was, instead of showing a broken player. A new `src` from the page wins over it.
 */
export function MediaVideo({ src, ref, ...props }: MediaVideoProps) {
  const client = useApiClient();
  const user = useCurrentUser();
  const [fresh, setFresh] = useState<{ for: string; url: string } | null>(null);
  const tried = useRef(new Set<string>());
  const resume = useRef<{ at: number; playing: boolean } | null>(null);
  const shown = fresh?.for === src ? fresh.url : src;

  const onError = (event: SyntheticEvent<HTMLVideoElement>) => {
    // One fresh URL per URL that failed: a file that is gone (or a server that is down) does not loop.
    if (!user || tried.current.has(shown)) return;
    tried.current.add(shown);
    const element = event.currentTarget;
    resume.current = { at: element.currentTime, playing: !element.paused };
    freshMediaUrl(client, user.id, mediaFileName(shown)).then(
      (url) => {
        if (url && url !== shown) setFresh({ for: src, url });
      },
      () => undefined,
    );
  };
  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    const position = resume.current;
    resume.current = null;
    if (!position) return;
    const element = event.currentTarget;
    element.currentTime = position.at;
    if (position.playing) void element.play?.()?.catch(() => undefined);
  };
  return <video ref={ref} {...props} src={shown} onError={onError} onLoadedMetadata={onLoadedMetadata} />;
}
