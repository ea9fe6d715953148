import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import type { PdfEditor } from './viewer-requests';

/** A comment on any annotation: pdf.js keeps it with the annotation and saves it as its popup. */
export function CommentDialog({ editor, isEditing, onClose }: { editor: PdfEditor; isEditing: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = typeof editor.comment === 'object' ? (editor.comment?.text ?? '') : (editor.comment ?? '');
  const [text, setText] = useState(current);
  const save = () => {
    editor.comment = text.trim();
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={isEditing ? t('annotations.comment.editTitle') : t('annotations.comment.addTitle')}>
      <textarea
        aria-label={t('annotations.comment.label')}
        autoFocus
        className="mt-4 min-h-28 w-full rounded-lg border border-cream-300 p-2 text-sm"
        placeholder={t('annotations.comment.placeholder')}
        value={text}
        maxLength={2000}
        onChange={(e) => setText(e.target.value)}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('annotations.comment.cancel')}
        </Button>
        <Button onClick={save} disabled={!text.trim() && !isEditing}>
          {isEditing ? t('annotations.comment.update') : t('annotations.comment.add')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
