import { openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { FetchLike, UploadFile } from '@spotter/core/api';

/** A file on disk as an upload part, streamed from disk (never read whole into memory). */
export async function openUpload(path: string): Promise<{ file: UploadFile; size: number }> {
  const info = await stat(path).catch(() => null);
  if (!info) throw new Error(`No file at ${path}`);
  if (!info.isFile()) throw new Error(`${path} is not a file`);
  return { file: { data: await openAsBlob(path), name: basename(path) }, size: info.size };
}

/**
 * A fetch that reports how many bytes of a multipart body have gone out: the form is encoded as a
 * stream (Response does the multipart encoding) and counted on its way to the socket.
 */
export function countingFetch(onSent: (bytes: number, done: boolean) => void, base: typeof fetch = fetch): FetchLike {
  return async (url, init) => {
    if (!(init.body instanceof FormData)) return base(url, init);
    const encoded = new Response(init.body);
    let sent = 0;
    const counter = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        sent += chunk.byteLength;
        onSent(sent, false);
        controller.enqueue(chunk);
      },
      flush() {
        onSent(sent, true);
      },
    });
    const headers = { ...init.headers, 'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data' };
    return base(url, { ...init, headers, body: encoded.body?.pipeThrough(counter), duplex: 'half' });
  };
}
