import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_START as S, HIGHLIGHT_STOP as E } from './document-api';
import { highlightSnippet, lexemesOf } from './highlight';

describe('highlightSnippet', () => {
  it('marks the words whose stems the query holds, umlauts folded', () => {
    const lex = lexemesOf("'werkstatt' | 'werkstatt'");
    expect(lex).toEqual(['werkstatt']);
    expect(highlightSnippet('Die Werkstätten und die Werkstatt Müller', lex)).toBe(`Die ${S}Werkstätten${E} und die ${S}Werkstatt${E} Müller`);
    expect(highlightSnippet('Werkstattrechnung Nr. 1', lex)).toBeNull();
  });

  it('cuts a window around the first hit', () => {
    const body = `${'a '.repeat(30)}Vergaser synchronisiert ${'b '.repeat(40)}`;
    const snippet = highlightSnippet(body, lexemesOf("'vergas'"))!;
    expect(snippet.startsWith('… a')).toBe(true);
    expect(snippet.endsWith(' …')).toBe(true);
    expect(snippet).toContain(`${S}Vergaser${E} synchronisiert`);
  });

  it('marks an ellipsis only where words were left out', () => {
    const lex = lexemesOf("'vergas'");
    const words = (n: number, w = 'x') => Array.from({ length: n }, () => w).join(' ');
    expect(highlightSnippet(`Vergaser ${words(22)}`, lex)).toBe(`${S}Vergaser${E} ${words(22)}`);
    expect(highlightSnippet(`Vergaser ${words(23)}`, lex)).toBe(`${S}Vergaser${E} ${words(22)} …`);
    expect(highlightSnippet(`${words(8)} Vergaser`, lex)).toBe(`${words(8)} ${S}Vergaser${E}`);
    expect(highlightSnippet(`y ${words(8)} Vergaser, Vergasers.`, lex)).toBe(`… ${words(8)} ${S}Vergaser${E}, ${S}Vergasers${E}`);
  });

  it('finds a hit deep in a long text, Straße for strass, and not a stem inside another word', () => {
    const long = `${'Rechnung Nr. 1 '.repeat(200)}Bremsvergaser ersetzt. Die Straße zur Werkstätte: Vergaser neu.`;
    const snippet = highlightSnippet(long, lexemesOf("'vergas' | 'strass'"))!;
    expect(snippet.startsWith('… ')).toBe(true);
    expect(snippet).toContain(`Bremsvergaser ersetzt. Die ${S}Straße${E} zur Werkstätte: ${S}Vergaser${E} neu`);
    expect(highlightSnippet(`Bremsvergaser ${'x '.repeat(300)}`, lexemesOf("'vergas'"))).toBeNull();
  });

  it('gives nothing without a hit in the text', () => {
    expect(highlightSnippet('Oil change', lexemesOf("'brake'"))).toBeNull();
    expect(highlightSnippet(null, ['x'])).toBeNull();
  });
});
