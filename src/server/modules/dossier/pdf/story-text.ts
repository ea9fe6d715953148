/** A story's Markdown as the blocks the PDF sets: headings, paragraphs, list items and quotes, inline marks removed. */
export type StoryBlock = { kind: 'heading' | 'paragraph' | 'item' | 'quote'; text: string };

const inline = (s: string) =>
  s
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\(([^)]*)\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/~~(.+?)~~/g, '$1')
    .trim();

export function storyParagraphs(markdown: string): StoryBlock[] {
  const blocks: StoryBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const text = inline(paragraph.join(' '));
    if (text) blocks.push({ kind: 'paragraph', text });
    paragraph = [];
  };
  let inCode = false;
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (/^\s*```/.test(line)) {
      flush();
      inCode = !inCode;
      continue;
    }
    if (inCode) {
      if (line.trim()) blocks.push({ kind: 'paragraph', text: line.trim() });
      continue;
    }
    const heading = /^\s{0,3}#{1,6}\s+(.*)$/.exec(line);
    const item = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    const quote = /^\s*>\s?(.*)$/.exec(line);
    if (!line.trim() || /^\s*([-*_])\s*\1\s*\1[\s\-*_]*$/.test(line)) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', text: inline(heading[1]) });
    } else if (item) {
      flush();
      blocks.push({ kind: 'item', text: inline(item[1]) });
    } else if (quote) {
      flush();
      if (inline(quote[1])) blocks.push({ kind: 'quote', text: inline(quote[1]) });
    } else paragraph.push(line.trim());
  }
  flush();
  return blocks;
}
