/**
 * A file's kind as a person says it ("a JPEG photo", "an MP4 video", "a PDF document"), from the type its bytes were
 * found to be: what a refusal names instead of a MIME type ("an image/jpeg file").
 */
const NAMED: Record<string, string> = {
  'image/jpeg': 'JPEG photo',
  'image/heic': 'HEIC photo',
  'image/heif': 'HEIF photo',
  'image/png': 'PNG image',
  'image/gif': 'GIF image',
  'image/webp': 'WebP image',
  'image/bmp': 'BMP image',
  'image/tiff': 'TIFF image',
  'image/svg+xml': 'SVG drawing',
  'video/mp4': 'MP4 video',
  'video/quicktime': 'QuickTime (MOV) video',
  'video/webm': 'WebM video',
  'video/x-matroska': 'MKV video',
  'video/x-msvideo': 'AVI video',
  'video/mpeg': 'MPEG video',
  'video/3gpp': '3GP video',
  'audio/mpeg': 'MP3 audio file',
  'audio/mp4': 'M4A audio file',
  'audio/wav': 'WAV audio file',
  'audio/x-wav': 'WAV audio file',
  'application/pdf': 'PDF document',
  'application/zip': 'ZIP archive',
  'application/gzip': 'gzip archive',
  'application/x-7z-compressed': '7-Zip archive',
  'application/vnd.rar': 'RAR archive',
  'application/x-rar-compressed': 'RAR archive',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel spreadsheet',
  'application/vnd.ms-excel': 'Excel spreadsheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
  'application/msword': 'Word document',
  'application/vnd.oasis.opendocument.spreadsheet': 'OpenDocument spreadsheet',
  'application/x-sqlite3': 'SQLite database',
};

const GENERIC: Record<string, string> = { image: 'image', video: 'video', audio: 'audio file' };

/** 'an' before a vowel sound: a spelled-out abbreviation (MP4, MKV, HEIC) by its first letter's name, a word by its first letter. */
function withArticle(words: string): string {
  const first = words.split(/[\s(]/)[0]!;
  const spelled = /^[A-Z0-9]{2,}$/.test(first) && !/^(GIF|JPEG|WAV|RAR|ZIP|TIFF)$/.test(first);
  const vowelSound = spelled ? /^[AEFHILMNORSX8]/.test(first) : /^[aeiouAEIOU8]/.test(first);
  return `${vowelSound ? 'an' : 'a'} ${words}`;
}

export function fileKindWords(type: { mime: string; ext: string }): string {
  const named = NAMED[type.mime];
  if (named) return withArticle(named);
  const family = GENERIC[type.mime.split('/')[0]!];
  return withArticle(`${type.ext.toUpperCase()} ${family ?? 'file'}`);
}
