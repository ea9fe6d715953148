import { describe, expect, it } from 'vitest';
import { markdownExcerpt, renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('renders the toolbar formats', () => {
    const html = renderMarkdown('## Rally\n\n**bold** and *italic*\n\n- one\n- two\n\n> quoted');
    expect(html).toContain('<h2>Rally</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<blockquote>');
  });

  it('shows raw HTML and scripts as text, never as markup', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script> <img src=x onerror=alert(1)> <a href="javascript:alert(1)">x</a>');
    expect(html).not.toMatch(/<script|<img|<a /i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('turns javascript:, data: and vbscript: links into plain text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
    ]) {
      const html = renderMarkdown(`[click](${href})`);
      expect(html, href).not.toContain('<a');
      expect(html, href).not.toMatch(/href="\s*(javascript|data|vbscript)/i);
    }
  });

  it('keeps http(s) and mailto links, opening with rel="noopener nofollow"', () => {
    const html = renderMarkdown('[club](https://example.org/rally?a=1&b=2) and [mail](mailto:a@b.de)');
    expect(html).toContain('<a href="https://example.org/rally?a=1&amp;b=2" rel="noopener nofollow" target="_blank">club</a>');
    expect(html).toContain('href="mailto:a@b.de" rel="noopener nofollow"');
  });

  it('links bare addresses the same safe way and refuses relative links', () => {
    expect(renderMarkdown('see www.example.org')).toContain('rel="noopener nofollow"');
    expect(renderMarkdown('[up](/garage)')).not.toContain('<a');
  });

  it('does not load images from other sites', () => {
    expect(renderMarkdown('![pixel](https://tracker.example/p.gif)')).not.toContain('<img');
  });
});

describe('markdownExcerpt', () => {
  it('strips the Markdown and cuts at a word', () => {
    expect(markdownExcerpt('# Title\n\n**Bold** [link](https://x.org) text')).toBe('Title Bold link text');
    const long = markdownExcerpt('word '.repeat(100), 50);
    expect(long.length).toBeLessThanOrEqual(51);
    expect(long.endsWith('…')).toBe(true);
  });
});
