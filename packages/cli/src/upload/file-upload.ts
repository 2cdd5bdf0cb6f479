import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import type { UploadFile } from '@spotter/core/api';

/**
 * A file on disk as an upload part: Node's file-backed Blob (nothing is read until it is sent), wrapped in a
 * File whose stream reports each chunk as it leaves, for byte progress. Memory stays flat whatever the size.
 */
export async function fileUpload(
  path: string,
  onBytes?: (sent: number, total: number) => void,
): Promise<UploadFile & { size: number }> {
  const blob = await openAsBlob(path);
  const name = basename(path);
  const total = blob.size;
  const data = onBytes ? new CountingFile(blob, name, (sent) => onBytes(sent, total)) : new File([blob], name);
  return { data, name, size: total };
}

class CountingFile extends File {
  readonly #onSent: (sent: number) => void;
  constructor(blob: Blob, name: string, onSent: (sent: number) => void) {
    super([blob], name);
    this.#onSent = onSent;
  }

  override stream(): ReturnType<File['stream']> {
    let sent = 0;
    const onSent = this.#onSent;
    return super.stream().pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          sent += chunk.byteLength;
          onSent(sent);
          controller.enqueue(chunk);
        },
      }),
    ) as ReturnType<File['stream']>;
  }
}
