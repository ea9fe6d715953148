import crypto from 'node:crypto';
import { assemblePdf } from './make-pdf';

const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PAD]).subarray(0, 32);

/** RC4, which PDF's standard security handler (revision 2) uses; OpenSSL 3 no longer offers it. */
function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i += 1) {
    j = (j + s[i] + key[i % key.length]) & 255;
    [s[i], s[j]] = [s[j], s[i]];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n += 1) {
    i = (i + 1) & 255;
    j = (j + s[i]) & 255;
    [s[i], s[j]] = [s[j], s[i]];
    out[n] = data[n] ^ s[(s[i] + s[j]) & 255];
  }
  return out;
}

const md5 = (...parts: Buffer[]) => crypto.createHash('md5').update(Buffer.concat(parts)).digest();

/**
 * A one-page PDF that opens only with a password (standard security handler, 40-bit RC4, as in
 * PDF 1.3). The page has no content stream, so nothing else needs encrypting.
 */
export function createEncryptedPdf(userPassword = 'secret', ownerPassword = 'owner'): Buffer {
  const id = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
  const permissions = -4;
  const o = rc4(md5(padded(ownerPassword)).subarray(0, 5), padded(userPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = md5(padded(userPassword), o, p, id).subarray(0, 5);
  const u = rc4(key, PAD);
  return assemblePdf(
    [
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
      `4 0 obj << /Filter /Standard /V 1 /R 2 /O <${o.toString('hex')}> /U <${u.toString('hex')}> /P ${permissions} >> endobj`,
    ],
    ` /Encrypt 4 0 R /ID [<${id.toString('hex')}> <${id.toString('hex')}>]`,
  );
}
