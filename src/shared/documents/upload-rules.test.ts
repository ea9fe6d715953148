import { describe, expect, it } from 'vitest';
import { clampNotes, clampTitle, isPdf, isRefusal, sanitizeFileName, sniffType, validateUpload } from './upload-rules';

const MB = 1024 * 1024;

describe('validateUpload (SPEC §5)', () => {
  it('accepts PDFs and images within their limits', () => {
    for (const [name, type, size] of [
      ['invoice.pdf', 'application/pdf', 10 * MB],
      ['scan.JPG', 'image/jpeg', 5 * MB],
      ['a.jpeg', '', 1],
      ['b.png', 'image/png', 1],
      ['c.gif', 'image/gif', 1],
      ['d.webp', 'image/webp', 1],
    ] as const) {
      expect(validateUpload({ name, type, size }), name).toEqual({ ok: true });
    }
  });

  it('refuses other types with SPEC’s message', () => {
    expect(validateUpload({ name: 'notes.docx', type: 'application/vnd.openxmlformats', size: 10 })).toEqual({
      ok: false,
      code: 'invalid_type',
      message: 'Invalid file type. Only PDF and image files are allowed.',
    });
    expect(validateUpload({ name: 'archive.zip', size: 10 }).ok).toBe(false);
  });

  it('refuses dangerous extensions for security reasons', () => {
    for (const ext of ['exe', 'bat', 'cmd', 'scr', 'js', 'vbs', 'ps1', 'sh', 'EXE']) {
      expect(validateUpload({ name: `setup.${ext}`, type: 'application/pdf', size: 10 })).toMatchObject({
        ok: false,
        message: 'File type not allowed for security reasons.',
      });
    }
  });

  it('limits images to 5 MB and other files to 10 MB', () => {
    expect(validateUpload({ name: 'big.jpg', type: 'image/jpeg', size: 5 * MB + 1 })).toMatchObject({ message: 'File size exceeds 5MB limit.' });
    expect(validateUpload({ name: 'big.pdf', type: 'application/pdf', size: 11 * MB })).toMatchObject({ message: 'File size exceeds 10MB limit.' });
  });
});

describe('sanitizeFileName', () => {
  it('replaces forbidden and control characters, collapses dots, cuts to 100', () => {
    expect(sanitizeFileName('a<b>c:d"e/f\\g|h?i*j.pdf')).toBe('a_b_c_d_e_f_g_h_i_j.pdf');
    expect(sanitizeFileName('tab\there\u0001.pdf')).toBe('tab_here_.pdf');
    expect(sanitizeFileName('x...y....pdf')).toBe('x.y.pdf');
    expect(sanitizeFileName('n'.repeat(150))).toHaveLength(100);
  });
});

describe('clamps', () => {
  it('keeps 200 title and 1000 notes characters', () => {
    expect(clampTitle('t'.repeat(250))).toHaveLength(200);
    expect(clampNotes('n'.repeat(1200))).toHaveLength(1000);
  });
});

describe('isPdf', () => {
  it('knows a PDF by name, URL or type text, also URL-encoded', () => {
    expect(isPdf('Invoice.PDF')).toBe(true);
    expect(isPdf('https://x/file?id=1', 'application/pdf')).toBe(true);
    expect(isPdf('https://x/get?type=application%2Fpdf')).toBe(true);
    expect(isPdf('photo.jpg', 'image/jpeg')).toBe(false);
  });
});

describe('sniffType', () => {
  it('reads magic bytes', () => {
    expect(sniffType(Buffer.from('%PDF-1.7'))).toBe('pdf');
    expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffType(Buffer.from('<html><body>'))).toBeNull();
  });
  it('finds a PDF header a little way into the file, as readers do, but not past 1024 bytes', () => {
    expect(sniffType(Buffer.from('\r\n\r\n%PDF-1.4 ...'))).toBe('pdf');
    expect(sniffType(Buffer.concat([Buffer.alloc(1100, 0x20), Buffer.from('%PDF-1.4')]))).toBeNull();
  });
});

describe('isRefusal', () => {
  it('knows each of SPEC §5’s refusals, whatever the size limit', () => {
    for (const file of [
      { name: 'setup.exe', size: 10 },
      { name: 'notes.txt', size: 10, type: 'text/plain' },
      { name: 'scan.jpg', size: 6 * 1024 * 1024 },
      { name: 'big.pdf', size: 11 * 1024 * 1024 },
    ]) {
      const check = validateUpload(file);
      expect(check.ok).toBe(false);
      expect(isRefusal(!check.ok ? check.message : null)).toBe(true);
    }
  });

  it('leaves failures that a retry can mend alone', () => {
    expect(isRefusal('Failed to process document')).toBe(false);
    expect(isRefusal('Failed to save document')).toBe(false);
    expect(isRefusal(undefined)).toBe(false);
  });
});
