import Bold from 'lucide-react/icons/letter-b';
import Heading2 from 'lucide-react/icons/heading-2';
import Italic from 'lucide-react/icons/italic';
import Link2 from 'lucide-react/icons/link-2';
import List from 'lucide-react/icons/list';
import Quote from 'lucide-react/icons/quote';
import { useLayoutEffect, useRef, useState } from 'react';
import { applyFormat, type MarkdownFormat } from '@shared/stories/markdown-edit';
import { STORY_BODY_MAX } from '@shared/stories/story-schema';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { MarkdownView } from './markdown-view';

const tools: { format: MarkdownFormat; icon: typeof Bold }[] = [
  { format: 'bold', icon: Bold },
  { format: 'italic', icon: Italic },
  { format: 'heading', icon: Heading2 },
  { format: 'list', icon: List },
  { format: 'link', icon: Link2 },
  { format: 'quote', icon: Quote },
];

/** Markdown with a small toolbar and a live preview: side by side on wide screens, as tabs on a phone. */
export function MarkdownEditor({ id, value, onChange, error }: { id: string; value: string; onChange: (value: string) => void; error?: string }) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  // The selection a format leaves (the placeholder to type over), set once the new text is on screen: before the next
  // key is handled, so that nothing typed right after a click goes anywhere but the story.
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);
  useLayoutEffect(() => {
    const el = area.current;
    const selection = pendingSelection.current;
    if (!el || !selection) return;
    pendingSelection.current = null;
    el.focus();
    el.setSelectionRange(selection.start, selection.end);
  });

  const format = (f: MarkdownFormat) => {
    const el = area.current;
    if (!el) return;
    const next = applyFormat(
      { text: value, start: el.selectionStart, end: el.selectionEnd },
      f,
      f === 'bold' || f === 'italic' || f === 'link' ? t(`stories.editor.placeholder.${f}`) : '',
    );
    if (next.text === value) {
      el.focus();
      el.setSelectionRange(next.start, next.end);
      return;
    }
    pendingSelection.current = { start: next.start, end: next.end };
    onChange(next.text);
  };

  const tabClass = (active: boolean) =>
    cn('rounded-md px-3 py-1.5 text-sm font-medium', active ? 'bg-forest-800 text-cream-50' : 'text-forest-800 hover:bg-forest-50');

  return (
    <div className="overflow-hidden rounded-xl border border-forest-200 bg-white focus-within:border-brass-500">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-cream-200 bg-cream-50 px-2 py-1.5">
        <div role="toolbar" aria-label={t('stories.editor.toolbar')} className="flex gap-0.5">
          {tools.map(({ format: f, icon: Icon }) => (
            <button
              key={f}
              type="button"
              // The story keeps the focus: a key pressed right after the click belongs to it, not to the button.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => format(f)}
              title={t(`stories.editor.${f}`)}
              aria-label={t(`stories.editor.${f}`)}
              className="flex size-9 items-center justify-center rounded-md text-forest-800 hover:bg-forest-100"
            >
              <Icon className="size-4" aria-hidden />
            </button>
          ))}
        </div>
        <div className="flex gap-1 lg:hidden" role="tablist">
          <button type="button" role="tab" aria-selected={tab === 'write'} className={tabClass(tab === 'write')} onClick={() => setTab('write')}>
            {t('stories.editor.write')}
          </button>
          <button type="button" role="tab" aria-selected={tab === 'preview'} className={tabClass(tab === 'preview')} onClick={() => setTab('preview')}>
            {t('stories.editor.preview')}
          </button>
        </div>
      </div>
      <div className="grid lg:grid-cols-2">
        <textarea
          ref={area}
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-count`}
          placeholder={t('stories.editor.bodyPlaceholder')}
          className={cn(
            'min-h-[22rem] w-full resize-y border-0 p-4 font-mono text-sm leading-relaxed text-ink focus:outline-none lg:border-r lg:border-cream-200',
            tab === 'preview' && 'hidden lg:block',
          )}
        />
        <div aria-label={t('stories.editor.preview')} className={cn('min-h-[22rem] overflow-auto bg-cream-50/60 p-5', tab === 'write' && 'hidden lg:block')}>
          {value.trim() ? (
            <MarkdownView source={value} className="text-[1.0625rem]" />
          ) : (
            <p className="text-sm text-stone-500">{t('stories.editor.previewEmpty')}</p>
          )}
        </div>
      </div>
      <p
        id={`${id}-count`}
        className={cn('border-t border-cream-200 px-4 py-1.5 text-right text-xs', value.length > STORY_BODY_MAX ? 'text-red-700' : 'text-stone-500')}
      >
        {t('stories.editor.count', { count: value.length.toLocaleString(), max: STORY_BODY_MAX.toLocaleString() })}
      </p>
    </div>
  );
}
