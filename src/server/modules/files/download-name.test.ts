import { describe, expect, it } from 'vitest';
import { downloadName } from './download-name';

describe('downloadName', () => {
  it('keeps a name that already ends in the stored file’s extension', () => {
    expect(downloadName('Invoice 2024.pdf', 'u/v/d.pdf')).toBe('Invoice 2024.pdf');
  });
  it('never hands out a forbidden or foreign extension', () => {
    expect(downloadName('invoice.pdf.exe', 'u/v/d.pdf')).toBe('invoice.pdf');
    expect(downloadName('run.sh', 'u/v/d.pdf')).toBe('run.pdf');
    expect(downloadName('page.html', 'u/v/p.jpg')).toBe('page.jpg');
    expect(downloadName('x.JS', 'u/v/p.png')).toBe('x.png');
    expect(downloadName('no-extension', 'u/v/d.pdf')).toBe('no-extension.pdf');
    expect(downloadName('', 'u/v/d.pdf')).toBe('document.pdf');
  });
  it('sanitises and stays within 100 characters', () => {
    expect(downloadName('a/b\\c<d>.pdf', 'k.pdf')).toBe('a_b_c_d_.pdf');
    const long = downloadName(`${'x'.repeat(150)}.exe`, 'k.pdf');
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
