import { join } from 'node:path';
import { mediaDirOf, type ServerConfig } from '../config.js';
import { openLocalMediaStore } from './local-store.js';
import type { MediaStore } from './media-store.js';
import { openS3MediaStore } from './s3-store.js';

/** The store the settings choose: the data folder's media/ (default), or the bucket of SPOTTER_MEDIA_URL. */
export function openMediaStore(config: Pick<ServerConfig, 'dataDir' | 'media'>, secret: string): Promise<MediaStore> {
  const dir = mediaDirOf(config);
  // Either way, files being written wait in the data folder's media/.incoming on this machine.
  return config.media.kind === 's3'
    ? openS3MediaStore(config.media, join(dir, '.incoming'), secret)
    : openLocalMediaStore(dir, secret);
}
