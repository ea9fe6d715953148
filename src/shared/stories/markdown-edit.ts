/** The toolbar's formats: each changes the selected text (or the lines it touches) and keeps a sensible selection. */
export type MarkdownFormat = 'bold' | 'italic' | 'heading' | 'list' | 'link' | 'quote';

export interface Edit {
  text: string;
  start: number;
  end: number;
}

const wrap = (e: Edit, mark: string, placeholder: string): Edit => {
  const selected = e.text.slice(e.start, e.end) || placeholder;
  const text = e.text.slice(0, e.start) + mark + selected + mark + e.text.slice(e.end);
  return { text, start: e.start + mark.length, end: e.start + mark.length + selected.length };
};

/** Prefixes every line the selection touches; a second click on the same format takes it off. */
const prefixLines = (e: Edit, prefix: string): Edit => {
  const lineStart = e.text.lastIndexOf('\n', e.start - 1) + 1;
  const nextBreak = e.text.indexOf('\n', e.end);
  const lineEnd = nextBreak === -1 ? e.text.length : nextBreak;
  const lines = e.text.slice(lineStart, lineEnd).split('\n');
  const isOn = lines.every((l) => l.startsWith(prefix));
  const changed = lines.map((l) => (isOn ? l.slice(prefix.length) : prefix + l.replace(/^(#{1,6} |> |- )/, ''))).join('\n');
  const text = e.text.slice(0, lineStart) + changed + e.text.slice(lineEnd);
  return { text, start: lineStart, end: lineStart + changed.length };
};

export function applyFormat(e: Edit, format: MarkdownFormat, placeholder: string): Edit {
  switch (format) {
    case 'bold':
      return wrap(e, '**', placeholder);
    case 'italic':
      return wrap(e, '_', placeholder);
    case 'heading':
      return prefixLines(e, '## ');
    case 'list':
      return prefixLines(e, '- ');
    case 'quote':
      return prefixLines(e, '> ');
    case 'link': {
      const label = e.text.slice(e.start, e.end) || placeholder;
      const url = 'https://';
      const text = `${e.text.slice(0, e.start)}[${label}](${url})${e.text.slice(e.end)}`;
      // The address is selected, ready to be typed over.
      const urlStart = e.start + label.length + 3;
      return { text, start: urlStart, end: urlStart + url.length };
    }
  }
}
