import { openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { UploadFile } from '@spotter/core/api';

/** Bytes of the file sent so far, out of its size. */
export type OnBytesSent = (sent: number, total: number) => void;

/** A file on disk as an upload part, with its size in bytes. */
export interface FileUpload extends UploadFile {
  readonly data: File;
  readonly size: number;
}

/**
 * A file on disk as an upload part for core's client, for the CLI and the TUI alike: Node's file-backed Blob (nothing
 * is read until it is sent, so memory stays flat whatever the size), as a File carrying its name, which core's client
 * appends to the form as it is. With `onBytes`, its stream reports each chunk as it leaves: the same count on
 * undici's `request` (the CLI) and on Node's fetch (the TUI). No file at the path, or a folder, fails by its path.
 */
export async function openFileUpload(path: string, onBytes?: OnBytesSent): Promise<FileUpload> {
  const info = await stat(path).catch(() => null);
  if (!info) throw new Error(`No file at ${path}`);
  if (!info.isFile()) throw new Error(`${path} is not a file`);
  const blob = await openAsBlob(path);
  const name = basename(path);
  const total = blob.size;
  const data = onBytes ? new CountingFile(blob, name, (sent) => onBytes(sent, total)) : new File([blob], name);
  return { data, name, size: total };
}

/** A File whose stream counts the bytes read from it (the multipart encoder reads it as the socket takes them). */
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
        // An empty file sends no chunk: it is still all sent.
        flush() {
          if (sent === 0) onSent(0);
        },
      }),
    ) as ReturnType<File['stream']>;
  }
}
