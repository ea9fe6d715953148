import { useEffect, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import type { PdfEditor } from './viewer-requests';

/**
 * The comment dialog: a real `<dialog>`, always in the page, because pdf.js points every editor's
 * "Add comment" button at it (aria-controls) when the toolbar is drawn — before any comment is
 * asked for. Without an element there, Chromium rejects the reference and pdf.js drops the button.
 * It lives inside the viewer (so the drawer's focus trap counts it as its own) and opens modally.
 */
export function CommentDialog({
  dialogRef,
  request,
  onClose,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  request: { editor: PdfEditor; isEditing: boolean } | null;
  onClose: () => void;
}) {
  const titleId = 'patina-comment-dialog-title';

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !request) return;
    if (!dialog.open) dialog.showModal();
    // Escape closes this dialog only: stopped before the drawer around the viewer sees it.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopPropagation();
      onClose();
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      dialog.close();
    };
  }, [dialogRef, request, onClose]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="m-auto w-[calc(100vw-2rem)] max-w-md rounded-2xl border border-cream-200 bg-white p-6 shadow-2xl backdrop:bg-forest-900/50 backdrop:backdrop-blur-[2px]"
    >
      {request && <CommentForm key={request.editor.uid} titleId={titleId} {...request} onClose={onClose} />}
    </dialog>
  );
}

/** pdf.js keeps the comment with the annotation and saves it as the annotation's popup. */
function CommentForm({ editor, isEditing, titleId, onClose }: { editor: PdfEditor; isEditing: boolean; titleId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const current = typeof editor.comment === 'object' ? (editor.comment?.text ?? '') : (editor.comment ?? '');
  const [text, setText] = useState(current);
  const save = () => {
    editor.comment = text.trim();
    onClose();
  };
  return (
    <>
      <h2 id={titleId} className="font-display text-2xl font-semibold text-forest-900">
        {isEditing ? t('annotations.comment.editTitle') : t('annotations.comment.addTitle')}
      </h2>
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
    </>
  );
}
