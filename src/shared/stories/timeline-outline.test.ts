import { describe, expect, it } from 'vitest';
import { timelineOutline } from './timeline-outline';
import { renderMarkdown } from './render-markdown';

const texts = { intro: 'Rewrite me', purchase: 'Bought it', sale: 'Sold it', rewrite: 'Your words here' };
const month = (d: string) => d.slice(0, 7);
const day = (d: string) => d;

describe('timelineOutline', () => {
  it('groups the events by month, oldest first, with the purchase in the owner language', () => {
    const md = timelineOutline(
      [
        { date: '2021-05-20', kind: 'document', title: 'Engine rebuild', documentId: 'd2', documentType: 'service', detail: 'Werkstatt Kunz' },
        { date: '2021-03-02', kind: 'purchase', title: 'purchase', documentId: null, documentType: null, detail: null },
        { date: '2021-05-01', kind: 'document', title: 'Service *A* <b>', documentId: 'd1', documentType: 'service', detail: null },
      ],
      texts,
      month,
      day,
    );
    const lines = md.split('\n').filter(Boolean);
    expect(lines).toEqual([
      '_Rewrite me_',
      '## 2021-03',
      '- **2021-03-02** — Bought it',
      '## 2021-05',
      '- **2021-05-01** — Service \\*A\\* \\<b\\>',
      '- **2021-05-20** — Engine rebuild: Werkstatt Kunz',
      '_Your words here_',
    ]);
    expect(renderMarkdown(md)).toContain('Service *A* &lt;b&gt;');
  });
});
