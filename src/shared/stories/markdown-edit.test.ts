import { describe, expect, it } from 'vitest';
import { applyFormat } from './markdown-edit';

describe('applyFormat', () => {
  it('wraps the selection in bold and italic, or a placeholder when nothing is selected', () => {
    expect(applyFormat({ text: 'a word here', start: 2, end: 6 }, 'bold', 'text')).toEqual({ text: 'a **word** here', start: 4, end: 8 });
    expect(applyFormat({ text: 'ab', start: 1, end: 1 }, 'italic', 'text')).toEqual({ text: 'a_text_b', start: 2, end: 6 });
  });

  it('prefixes every touched line and takes the prefix off on a second click', () => {
    const listed = applyFormat({ text: 'intro\none\ntwo', start: 7, end: 11 }, 'list', '');
    expect(listed.text).toBe('intro\n- one\n- two');
    expect(applyFormat(listed, 'list', '').text).toBe('intro\none\ntwo');
    expect(applyFormat({ text: '- item', start: 0, end: 0 }, 'heading', '').text).toBe('## item');
    expect(applyFormat({ text: 'said', start: 0, end: 4 }, 'quote', '').text).toBe('> said');
  });

  it('makes a link with the address selected', () => {
    const e = applyFormat({ text: 'see club', start: 4, end: 8 }, 'link', 'link');
    expect(e.text).toBe('see [club](https://)');
    expect(e.text.slice(e.start, e.end)).toBe('https://');
  });
});
