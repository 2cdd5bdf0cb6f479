import { createWriteStream } from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { once } from 'node:events';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadKind } from '@spotter/core/api';
import type { MediaStore } from '../media/media-store.js';
import { HttpError, badRequest } from './errors.js';
import { fileKindWords } from './file-words.js';

/** What we accept, by the bytes of the file (not its declared type or name). */
const ACCEPTED: Record<UploadKind, Record<string, string>> = {
  video: {
    'video/mp4': 'mp4',
    'video/quicktime': 'mov',
    'video/webm': 'webm',
    'video/x-matroska': 'mkv',
    'video/x-m4v': 'm4v',
    'video/3gpp': '3gp',
    'video/x-msvideo': 'avi',
    'video/mpeg': 'mpg',
  },
  image: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif', 'image/bmp': 'bmp' },
  csv: { 'text/csv': 'csv' },
};
const KIND_WORDS: Record<UploadKind, string> = { video: 'a video', image: 'an image', csv: 'a CSV export (text)' };

/**
 * Text exports have no magic bytes: a CSV is bytes no binary format claims, with no NUL, that read as UTF-8 (the
 * last character may be cut by the sample's end). Spreadsheets (xlsx is a zip), PDFs and UTF-16 files are refused.
 */
function sniffText(head: Buffer, type: { mime: string; ext: string } | undefined): string | null {
  // Before file-type: a UTF-16 byte-order mark looks like an MP3 frame to it.
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))
    return 'That CSV is saved as UTF-16: save or export it as UTF-8';
  if (type) return `That file is ${fileKindWords(type)}, not a CSV export. Export the CSV from the app and send that`;
  if (head.includes(0)) return 'That file is binary, not a CSV export';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - trailingPartial(head)));
  } catch {
    return 'That file is not UTF-8 text: export the CSV from the app again, or save it as UTF-8';
  }
  return null;
}

/** Bytes of a UTF-8 character the sample cut in half at its end. */
function trailingPartial(buffer: Buffer): number {
  for (let back = 1; back <= Math.min(3, buffer.length); back += 1) {
    const byte = buffer[buffer.length - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    const needs = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needs > back ? back : 0;
  }
  return 0;
}
const SNIFF_BYTES = 4100;

export interface ReceivedFile {
  incomingPath: string;
  size: number;
  mime: string;
  extension: string;
}

/** Passes bytes through once their first few KiB are known to be of the accepted kind. */
class ContentSniffer extends Transform {
  private head: Buffer[] = [];
  private headBytes = 0;
  detected: { mime: string; ext: string } | null = null;

  constructor(private readonly kind: UploadKind) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    if (this.detected) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return done();
    this.check().then(() => done(), done);
  }

  override _flush(done: TransformCallback) {
    if (this.detected) return done();
    this.check().then(() => done(), done);
  }

  private async check() {
    const head = Buffer.concat(this.head);
    this.head = [];
    if (head.length === 0) throw new HttpError(400, `The ${this.kind === 'csv' ? 'CSV' : this.kind} file is empty`);
    const type = await fileTypeFromBuffer(head);
    if (this.kind === 'csv') {
      const problem = sniffText(head, type);
      if (problem) throw new HttpError(415, problem);
      this.detected = { mime: 'text/csv', ext: 'csv' };
      this.push(head);
      return;
    }
    const ext = type && ACCEPTED[this.kind][type.mime];
    if (!type || !ext) {
      const what = type ? fileKindWords(type) : 'not a format we recognise';
      const accepted = Object.values(ACCEPTED[this.kind]).map((ext) => ext.toUpperCase());
      throw new HttpError(415, `That file is ${what}, not ${KIND_WORDS[this.kind]}. Accepted: ${accepted.join(', ')}`);
    }
    this.detected = { mime: type.mime, ext };
    this.push(head);
  }
}

const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Reads a multipart body: text fields, and at most one file part named `file`, streamed to the media store's
 * incoming area and checked by content and size. Nothing is left on disk when this throws.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { file: UploadKind | null; maxBytes: number; store: MediaStore },
): Promise<{ fields: Record<string, string>; file: ReceivedFile | null }> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  let pending: string | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024 },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!options.file || part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest(
          options.file
            ? `Unexpected file field '${part.fieldname}': send the ${options.file} as 'file'`
            : 'This call takes no file',
        );
      }
      pending = options.store.incomingPath();
      const sniffer = new ContentSniffer(options.file);
      let size = 0;
      part.file.on('data', (chunk: Buffer) => (size += chunk.length));
      // The file is closed (and so, if it was being opened, created) before any cleanup runs, so a rejected
      // body (wrong content, too large, aborted) never leaves an empty file behind the discard.
      const sink = createWriteStream(pending);
      try {
        await pipeline(part.file, sniffer, sink);
      } finally {
        if (!sink.closed) await once(sink, 'close');
      }
      if (part.file.truncated)
        throw new HttpError(413, `The ${options.file} is larger than the ${mib(options.maxBytes)} limit`);
      file = { incomingPath: pending, size, mime: sniffer.detected!.mime, extension: sniffer.detected!.ext };
    }
    return { fields, file };
  } catch (err) {
    if (pending) await options.store.discard(pending);
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, `The ${options.file ?? 'file'} is larger than the ${mib(options.maxBytes)} limit`);
    // @fastify/multipart's own limit codes (FST_FILES_LIMIT, not …_REACHED: the old name never matched).
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send one file per request');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('Too many form fields: send only the fields of this call');
    if (err instanceof HttpError) throw err;
    // Anything else that is not the disk's (a system error such as ENOSPC keeps its code) or Fastify's own 4xx is the
    // body's: busboy's words for a missing or mismatched boundary, a body cut short, bare LF lines, a boundary too long.
    const status = (err as { statusCode?: number }).statusCode;
    if ((status && status >= 400 && status < 500) || /^E[A-Z]+$/.test(code ?? '')) throw err;
    throw badRequest(
      `The multipart/form-data body is malformed (${(err as Error).message || 'unreadable'}): send it as a browser or curl -F would`,
    );
  }
}
