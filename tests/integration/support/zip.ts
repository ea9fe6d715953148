import yauzl from 'yauzl';
import yazl from 'yazl';

/** Every entry of a ZIP, by name. */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const out = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (e, s) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          s.on('data', (c: Buffer) => chunks.push(c));
          s.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(out));
      file.readEntry();
    });
  });
}

/** A ZIP of these entries (deflated), in this order. */
export function zipOf(entries: Map<string, Buffer> | [string, Buffer][]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, body] of entries) zip.addBuffer(body, name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/**
 * An entry name the ZIP writer would refuse (`../evil`), put in by patching the bytes of one it
 * accepts of the same length: what a hostile tool would send.
 */
export async function zipWithRawName(entries: [string, Buffer][], placeholder: string, rawName: string): Promise<Buffer> {
  if (placeholder.length !== rawName.length) throw new Error('names must have the same length');
  const zip = await zipOf(entries);
  const from = Buffer.from(placeholder);
  const to = Buffer.from(rawName);
  for (let i = zip.indexOf(from); i !== -1; i = zip.indexOf(from, i + 1)) to.copy(zip, i);
  return zip;
}
