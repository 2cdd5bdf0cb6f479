import { describe, expect, it } from 'vitest';
import { fileKindWords } from './file-words.js';

describe('fileKindWords', () => {
  it('Given the types people send by mistake, When named, Then they are said in words with the right article, never as a MIME type', () => {
    expect(fileKindWords({ mime: 'image/jpeg', ext: 'jpg' })).toBe('a JPEG photo');
    expect(fileKindWords({ mime: 'video/mp4', ext: 'mp4' })).toBe('an MP4 video');
    expect(fileKindWords({ mime: 'image/heic', ext: 'heic' })).toBe('an HEIC photo');
    expect(fileKindWords({ mime: 'application/pdf', ext: 'pdf' })).toBe('a PDF document');
    expect(
      fileKindWords({ mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' }),
    ).toBe('an Excel spreadsheet');
    expect(fileKindWords({ mime: 'image/png', ext: 'png' })).toBe('a PNG image');
    expect(fileKindWords({ mime: 'video/x-matroska', ext: 'mkv' })).toBe('an MKV video');
  });

  it('Given a type with no name of its own, When named, Then its extension and family say it', () => {
    expect(fileKindWords({ mime: 'image/x-icon', ext: 'ico' })).toBe('an ICO image');
    expect(fileKindWords({ mime: 'audio/ogg', ext: 'ogg' })).toBe('an OGG audio file');
    expect(fileKindWords({ mime: 'application/x-tar', ext: 'tar' })).toBe('a TAR file');
    expect(fileKindWords({ mime: 'font/woff2', ext: 'woff2' })).not.toMatch(/\//);
  });
});
