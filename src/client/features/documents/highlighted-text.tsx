import { HIGHLIGHT_START, HIGHLIGHT_STOP } from '@shared/documents/document-api';

/** A search snippet with its marked words in <mark>; the text itself is never read as HTML. */
export function HighlightedText({ text, className }: { text: string; className?: string }) {
  const parts = text.split(HIGHLIGHT_START);
  return (
    <span className={className}>
      {parts.map((part, i) => {
        if (i === 0) return <span key={i}>{part}</span>;
        const [hit, rest = ''] = part.split(HIGHLIGHT_STOP);
        return (
          <span key={i}>
            <mark className="rounded bg-brass-300/70 px-0.5 text-forest-900">{hit}</mark>
            {rest}
          </span>
        );
      })}
    </span>
  );
}
