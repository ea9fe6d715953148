import X from 'lucide-react/icons/x';
import { formatDate } from '@shared/format/date';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import type { CommentEntry } from './viewer-requests';

/** The comment popup mode's list: every comment of the document with its page. */
export function CommentList({ comments, onClose }: { comments: CommentEntry[]; onClose: () => void }) {
  const { t, language } = useTranslation();
  return (
    <aside
      aria-label={t('annotations.comment.listTitle', { count: comments.length })}
      className="absolute inset-y-0 right-0 z-10 flex w-72 max-w-[85%] flex-col border-l border-cream-200 bg-white shadow-lg"
    >
      <header className="flex items-center justify-between border-b border-cream-200 px-3 py-2">
        <h3 className="text-sm font-medium text-forest-900">{t('annotations.comment.listTitle', { count: comments.length })}</h3>
        <Button variant="ghost" size="icon" aria-label={t('annotations.comment.closeList')} onClick={onClose}>
          <X />
        </Button>
      </header>
      {comments.length === 0 ? (
        <p className="p-3 text-sm text-stone-500">{t('annotations.comment.none')}</p>
      ) : (
        <ul className="min-h-0 flex-1 space-y-2 overflow-y-auto p-3">
          {comments.map((c) => (
            <li key={c.id} className="rounded-lg border border-cream-200 bg-cream-50 p-2 text-sm">
              <p className="whitespace-pre-wrap text-forest-900">{c.text}</p>
              <p className="mt-1 text-xs text-stone-500">
                {[t('annotations.comment.page', { page: c.pageIndex + 1 }), c.date ? formatDate(c.date, language) : null].filter(Boolean).join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
