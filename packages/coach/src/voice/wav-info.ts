/** Format and length of a PCM WAV file, read from its RIFF chunks. */
export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  durationSec: number;
}

export function readWavInfo(wav: Uint8Array): WavInfo | null {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const tag = (at: number) => String.fromCharCode(...wav.subarray(at, at + 4));
  if (wav.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let format: Omit<WavInfo, 'durationSec'> | null = null;
  for (let at = 12; at + 8 <= wav.byteLength;) {
    const id = tag(at);
    // espeak writes 0x7fffffff-style sizes when it streams; clamp the data chunk to what is really there.
    const size = Math.min(view.getUint32(at + 4, true), wav.byteLength - at - 8);
    if (id === 'fmt ' && size >= 16) {
      format = {
        channels: view.getUint16(at + 10, true),
        sampleRate: view.getUint32(at + 12, true),
        bitsPerSample: view.getUint16(at + 22, true),
      };
    } else if (id === 'data' && format) {
      const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8);
      return { ...format, durationSec: bytesPerSecond > 0 ? size / bytesPerSecond : 0 };
    }
    at += 8 + size + (size % 2);
  }
  return null;
}
