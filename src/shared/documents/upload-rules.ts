/**
 * SPEC §5's upload rules, one implementation for the browser (fast feedback) and the server
 * (the rule that counts). Messages are SPEC §8's, word for word.
 */
export const MESSAGES = {
  invalidType: 'Invalid file type. Only PDF and image files are allowed.',
  tooLarge: (mb: number) => `File size exceeds ${mb}MB limit.`,
  forbidden: 'File type not allowed for security reasons.',
} as const;

export const IMAGE_LIMIT_MB = 5;
export const OTHER_LIMIT_MB = 10;
export const TITLE_MAX = 200;
export const NOTES_MAX = 1000;
export const FILE_NAME_MAX = 100;

const ALLOWED_EXTENSIONS = ['pdf', 'jpeg', 'jpg', 'png', 'gif', 'webp'];
const ALLOWED_MIME = ['application/pdf', 'image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'];
const FORBIDDEN_EXTENSIONS = ['exe', 'bat', 'cmd', 'scr', 'js', 'vbs', 'ps1', 'sh'];

export function extensionOf(name: string): string {
  const m = /\.([^.]+)$/.exec(name.trim());
  return m ? m[1].toLowerCase() : '';
}

export function isImageName(name: string, mime = ''): boolean {
  return mime.startsWith('image/') || ['jpeg', 'jpg', 'png', 'gif', 'webp'].includes(extensionOf(name));
}

/** SPEC §5: a PDF by name, or by a URL or type text mentioning pdf (also URL-encoded). */
export function isPdf(nameOrUrl: string, typeText = ''): boolean {
  if (/\.pdf$/i.test(nameOrUrl.split(/[?#]/)[0])) return true;
  const haystack = `${nameOrUrl} ${typeText}`.toLowerCase();
  let decoded = haystack;
  try {
    decoded = decodeURIComponent(haystack);
  } catch {
    /* not URL-encoded */
  }
  return /application\/pdf|\bpdf\b/.test(decoded) || haystack.includes('application%2fpdf');
}

export type UploadCheck = { ok: true } | { ok: false; message: string; code: 'forbidden' | 'invalid_type' | 'too_large' };

/** The order matters: a forbidden extension is named as such even though its type is also wrong. */
export function validateUpload(file: { name: string; size: number; type?: string }): UploadCheck {
  const ext = extensionOf(file.name);
  if (FORBIDDEN_EXTENSIONS.includes(ext)) return { ok: false, code: 'forbidden', message: MESSAGES.forbidden };
  const type = (file.type ?? '').toLowerCase();
  const typeOk = type ? ALLOWED_MIME.includes(type) : false;
  if (!ALLOWED_EXTENSIONS.includes(ext) && !typeOk) return { ok: false, code: 'invalid_type', message: MESSAGES.invalidType };
  if (type && !typeOk && type !== 'application/octet-stream') return { ok: false, code: 'invalid_type', message: MESSAGES.invalidType };
  const limitMb = isImageName(file.name, type) ? IMAGE_LIMIT_MB : OTHER_LIMIT_MB;
  if (file.size > limitMb * 1024 * 1024) return { ok: false, code: 'too_large', message: MESSAGES.tooLarge(limitMb) };
  return { ok: true };
}

/**
 * Whether an error is one of SPEC §5's refusals (type, size, forbidden extension): the file itself
 * is refused, so retrying it cannot succeed and no Retry is offered.
 */
export function isRefusal(message: string | null | undefined): boolean {
  if (!message) return false;
  return message === MESSAGES.invalidType || message === MESSAGES.forbidden || /^File size exceeds \d+MB limit\.$/.test(message);
}

/** SPEC §5: < > : " / \ | ? * and control characters → _, runs of dots → one, at most 100 chars. */
export function sanitizeFileName(name: string): string {
  return name
    .replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, '_')
    .replace(/\.{2,}/g, '.')
    .slice(0, FILE_NAME_MAX);
}

export const clampTitle = (title: string) => title.slice(0, TITLE_MAX);
export const clampNotes = (notes: string) => notes.slice(0, NOTES_MAX);

/**
 * Magic bytes, so that a renamed file is caught whatever its name says: the one sniffer of the
 * upload check and the reader. A PDF may carry a little junk before its header (readers accept
 * it), so `%PDF-` is looked for in the first 1024 bytes.
 */
export function sniffType(head: Uint8Array): 'pdf' | 'jpeg' | 'png' | 'gif' | 'webp' | null {
  const b = head;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'png';
  if (b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38) return 'gif';
  if (b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50) return 'webp';
  const end = Math.min(b.length, 1024) - 4;
  for (let i = 0; i < end; i++) if (b[i] === 0x25 && b[i + 1] === 0x50 && b[i + 2] === 0x44 && b[i + 3] === 0x46 && b[i + 4] === 0x2d) return 'pdf';
  return null;
}
