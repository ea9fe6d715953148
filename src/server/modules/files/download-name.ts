import { extensionOf, sanitizeFileName } from '../../../shared/documents/upload-rules';

/**
 * The name a signed link's `download=` may give the file. The name is the client's (it is not
 * covered by the signature, so anyone holding a link can change it): it is sanitised as SPEC §5
 * says, and it always ends in the stored file's own extension — so `invoice.pdf.exe`, `run.sh`
 * or `page.html` (SPEC §5's forbidden extensions and the rest) can never be handed out under the
 * app's name (decision 013).
 */
export function downloadName(requested: string, storedKey: string): string {
  const ext = extensionOf(storedKey) || 'bin';
  const name = sanitizeFileName(requested).trim();
  if (extensionOf(name) === ext) return name;
  const base = name.replace(/\.[^.]*$/, '').replace(/\.$/, '') || 'document';
  const named = extensionOf(base) === ext ? base : `${base.slice(0, 99 - ext.length)}.${ext}`;
  return sanitizeFileName(named);
}
