/** Media containers the service accepts, by the MIME type file-type reports. */
const ACCEPTED: Record<string, { family: 'audio' | 'image' | 'av'; label: string }> = {
  'audio/wav': { family: 'audio', label: 'WAV' },
  'audio/x-wav': { family: 'audio', label: 'WAV' },
  'audio/vnd.wave': { family: 'audio', label: 'WAV' },
  'audio/mpeg': { family: 'audio', label: 'MP3' },
  'audio/x-m4a': { family: 'av', label: 'M4A' },
  'audio/mp4': { family: 'av', label: 'M4A' },
  'audio/ogg': { family: 'audio', label: 'OGG' },
  'audio/ogg; codecs=opus': { family: 'audio', label: 'OGG' },
  'audio/opus': { family: 'audio', label: 'OGG' },
  'audio/x-flac': { family: 'audio', label: 'FLAC' },
  'audio/flac': { family: 'audio', label: 'FLAC' },
  'audio/webm': { family: 'av', label: 'WebM' },
  'video/webm': { family: 'av', label: 'WebM' },
  'video/mp4': { family: 'av', label: 'MP4' },
  'video/quicktime': { family: 'av', label: 'MOV' },
  'image/png': { family: 'image', label: 'PNG' },
  'image/jpeg': { family: 'image', label: 'JPEG' },
  'image/webp': { family: 'image', label: 'WebP' },
};

/** The formats, as a sentence for error messages. */
export const ACCEPTED_FORMATS = 'audio (WAV, MP3, M4A, WebM, OGG, FLAC), images (PNG, JPEG, WebP) or video (MP4, WebM, MOV)';

/** What the bytes are, by their content rather than a declared type. */
export interface Sniffed {
  mimeType: string;
  ext: string;
  /** 'av' containers can hold audio only or video: the probe decides. */
  family: 'audio' | 'image' | 'av';
  label: string;
}

export async function sniff(bytes: Uint8Array): Promise<Sniffed | null> {
  // Loaded on the first upload, not while the service starts (it and its readers are large).
  const { fileTypeFromBuffer } = await import('file-type');
  const t = await fileTypeFromBuffer(bytes);
  if (!t) return null;
  const accepted = ACCEPTED[t.mime];
  if (!accepted) return null;
  return { mimeType: normalizeMime(t.mime), ext: t.ext, ...accepted };
}

function normalizeMime(mime: string): string {
  if (mime === 'audio/x-wav' || mime === 'audio/vnd.wave') return 'audio/wav';
  if (mime === 'audio/x-flac') return 'audio/flac';
  if (mime.startsWith('audio/ogg') || mime === 'audio/opus') return 'audio/ogg';
  return mime;
}
