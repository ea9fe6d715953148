import crypto from 'node:crypto';

/**
 * A UUID version 7 (RFC 9562): time-ordered, so documents saved the same day still list
 * newest first by id, and index inserts stay at the right edge of the b-tree.
 */
export function newDocumentId(now = Date.now()): string {
  const bytes = crypto.randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
