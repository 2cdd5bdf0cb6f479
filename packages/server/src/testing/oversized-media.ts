import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ffmpegFailure, runFfmpeg } from '@spotter/coach/video';

/**
 * An H.264 mp4 of one small frame whose headers say it is `width`×`height` (the sequence parameter set the decoder
 * reads, and the mp4's own sizes), the shape of a hostile upload: a few kB that ask a decoder for gigabytes.
 * Encoding a real 16000×16000 frame would itself take 3 GB and many seconds; what the server must refuse by is the
 * header, so the header is what is made here. Widths and heights are multiples of 16 (whole macroblocks).
 */
export async function makeOversizedVideo(dir: string, width: number, height: number): Promise<string> {
  const path = join(dir, `claims-${width}x${height}.mp4`);
  // Baseline profile, moov after mdat (no faststart): growing the SPS moves no sample offsets.
  const exit = await runFfmpeg([
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=64x64:rate=1',
    '-frames:v',
    '1',
    '-c:v',
    'libx264',
    '-profile:v',
    'baseline',
    '-pix_fmt',
    'yuv420p',
    path,
  ]);
  if (exit.code !== 0) throw new Error(`Could not make a test sample: ${ffmpegFailure(exit)}`);
  await writeFile(path, claimSize(await readFile(path), width, height));
  return path;
}

/**
 * A JPEG of one small frame whose frame header (SOF) says it is `width`×`height`: what a photo header claiming
 * 100 MP looks like, without 300 MB of pixels to encode first.
 */
export async function makeOversizedJpeg(dir: string, width: number, height: number): Promise<string> {
  const path = join(dir, `claims-${width}x${height}.jpg`);
  const exit = await runFfmpeg([
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=64x64',
    '-frames:v',
    '1',
    path,
  ]);
  if (exit.code !== 0) throw new Error(`Could not make a test sample: ${ffmpegFailure(exit)}`);
  const jpeg = await readFile(path);
  // Segments from after the SOI marker: FF, a marker byte, a 16-bit length; the frame header is FFC0-FFC2.
  let at = 2;
  while (jpeg[at] === 0xff && !(jpeg[at + 1]! >= 0xc0 && jpeg[at + 1]! <= 0xc2)) at += 2 + jpeg.readUInt16BE(at + 2);
  if (jpeg[at] !== 0xff) throw new Error('No frame header in the sample');
  jpeg.writeUInt16BE(height, at + 5);
  jpeg.writeUInt16BE(width, at + 7);
  await writeFile(path, jpeg);
  return path;
}

/** The boxes from the file's top to the avcC that holds the SPS, each with where it starts. */
function boxPath(mp4: Buffer): { type: string; start: number }[] {
  const path: { type: string; start: number }[] = [];
  // Bytes between a box's header and its first child: stsd has a version and a count, avc1 its sample entry fields.
  const skip: Record<string, number> = { moov: 0, trak: 0, mdia: 0, minf: 0, stbl: 0, stsd: 8, avc1: 78 };
  let [at, end] = [0, mp4.length];
  let seenMdat = false;
  for (;;) {
    const size = mp4.readUInt32BE(at);
    const type = mp4.toString('latin1', at + 4, at + 8);
    if (type === 'mdat') seenMdat = true;
    if (type === 'avcC' || type in skip) {
      if (type === 'moov' && !seenMdat) throw new Error('The sample has its index before its data');
      path.push({ type, start: at });
      if (type === 'avcC') return path;
      [at, end] = [at + 8 + skip[type]!, at + size];
      continue;
    }
    at += size;
    if (at >= end) throw new Error('No avcC in the sample');
  }
}

/** The mp4 with its SPS, sample entry and track header saying `width`×`height`, and every enclosing box resized. */
function claimSize(mp4: Buffer, width: number, height: number): Buffer {
  const path = boxPath(mp4);
  const avcC = path.at(-1)!.start;
  const spsLength = mp4.readUInt16BE(avcC + 8 + 6);
  const spsStart = avcC + 8 + 8;
  const sps = withSize(mp4.subarray(spsStart, spsStart + spsLength), width / 16, height / 16);
  const delta = sps.length - spsLength;
  const out = Buffer.concat([
    mp4.subarray(0, spsStart - 2),
    Buffer.from([sps.length >> 8, sps.length & 0xff]),
    sps,
    mp4.subarray(spsStart + spsLength),
  ]);
  for (const box of path) out.writeUInt32BE(out.readUInt32BE(box.start) + delta, box.start);
  const avc1 = path.find((box) => box.type === 'avc1')!.start;
  out.writeUInt16BE(width, avc1 + 8 + 24);
  out.writeUInt16BE(height, avc1 + 8 + 26);
  const trak = path.find((box) => box.type === 'trak')!.start;
  const tkhd = out.indexOf('tkhd', trak, 'latin1') - 4;
  const sizesAt = tkhd + (out[tkhd + 8] === 1 ? 96 : 84);
  out.writeUInt32BE(width * 65536, sizesAt);
  out.writeUInt32BE(height * 65536, sizesAt + 4);
  return out;
}

/** A baseline SPS NAL unit with pic_width_in_mbs and pic_height_in_map_units rewritten, the rest copied bit for bit. */
function withSize(nal: Buffer, widthMbs: number, heightMbs: number): Buffer {
  const bits = new BitReader(unescape(nal));
  const out = new BitWriter();
  out.bits(bits.read(8 * 4), 8 * 4); // NAL header, profile_idc, constraint flags, level_idc
  if (nal[1] !== 66) throw new Error('The sample is not baseline profile');
  out.ue(bits.ue()); // seq_parameter_set_id
  out.ue(bits.ue()); // log2_max_frame_num_minus4
  const pocType = bits.ue();
  out.ue(pocType);
  if (pocType === 0) out.ue(bits.ue());
  else if (pocType === 1) throw new Error('The sample uses pic_order_cnt_type 1');
  out.ue(bits.ue()); // max_num_ref_frames
  out.bits(bits.read(1), 1); // gaps_in_frame_num_value_allowed_flag
  bits.ue();
  bits.ue();
  out.ue(widthMbs - 1);
  out.ue(heightMbs - 1);
  // The rest as it was up to its stop bit; the alignment after it is made anew.
  const rest: number[] = [];
  while (bits.left() > 0) rest.push(bits.read(1));
  for (const bit of rest.slice(0, rest.lastIndexOf(1) + 1)) out.bits(bit, 1);
  return escape(out.bytes());
}

/** The NAL payload without its emulation-prevention bytes (00 00 03 → 00 00). */
function unescape(nal: Buffer): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < nal.length; i += 1) {
    if (i >= 2 && nal[i] === 3 && nal[i - 1] === 0 && nal[i - 2] === 0 && bytes.at(-1) === 0 && bytes.at(-2) === 0)
      continue;
    bytes.push(nal[i]!);
  }
  return Buffer.from(bytes);
}

/** Emulation-prevention bytes put back: no 00 00 0x (x ≤ 3) inside the NAL. */
function escape(rbsp: Buffer): Buffer {
  const bytes: number[] = [];
  for (const byte of rbsp) {
    if (byte <= 3 && bytes.at(-1) === 0 && bytes.at(-2) === 0) bytes.push(3);
    bytes.push(byte);
  }
  return Buffer.from(bytes);
}

class BitReader {
  private at = 0;
  constructor(private readonly data: Buffer) {}
  left = () => this.data.length * 8 - this.at;
  read(count: number): number {
    let value = 0;
    for (let i = 0; i < count; i += 1, this.at += 1)
      value = value * 2 + ((this.data[this.at >> 3]! >> (7 - (this.at & 7))) & 1);
    return value;
  }
  /** An unsigned Exp-Golomb code. */
  ue(): number {
    let zeros = 0;
    while (this.read(1) === 0) zeros += 1;
    return 2 ** zeros - 1 + this.read(zeros);
  }
}

class BitWriter {
  private readonly out: number[] = [];
  bits(value: number, count: number) {
    for (let i = count - 1; i >= 0; i -= 1) this.out.push(Math.floor(value / 2 ** i) % 2);
  }
  ue(value: number) {
    const length = Math.floor(Math.log2(value + 1));
    this.bits(0, length);
    this.bits(value + 1, length + 1);
  }
  /** Padded with zero bits to a whole byte. */
  bytes(): Buffer {
    const bytes: number[] = [];
    for (let i = 0; i < this.out.length; i += 8)
      bytes.push(
        Number.parseInt(
          this.out
            .slice(i, i + 8)
            .join('')
            .padEnd(8, '0'),
          2,
        ),
      );
    return Buffer.from(bytes);
  }
}
