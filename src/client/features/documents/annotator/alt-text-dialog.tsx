import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import type { PdfEditor } from './viewer-requests';

/** pdf.js's alt-text dialog for a stamp or signature: a description, or "decorative". */
export function AltTextDialog({ editor, onClose }: { editor: PdfEditor; onClose: () => void }) {
  const { t } = useTranslation();
  const initial = editor.altTextData;
  const [decorative, setDecorative] = useState(initial?.decorative ?? false);
  const [text, setText] = useState(initial?.altText ?? '');
  const save = () => {
    editor.altTextData = { altText: decorative ? null : text.trim() || null, decorative };
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('annotations.altText.title')} description={t('annotations.altText.description')}>
      <fieldset className="mt-4 space-y-3">
        <label className="flex items-start gap-2 text-sm text-forest-900">
          <input type="radio" name="alt-kind" className="mt-1" checked={!decorative} onChange={() => setDecorative(false)} />
          <span>{t('annotations.altText.addDescription')}</span>
        </label>
        <textarea
          aria-label={t('annotations.altText.addDescription')}
          className="min-h-24 w-full rounded-lg border border-cream-300 p-2 text-sm disabled:bg-stone-100"
          placeholder={t('annotations.altText.placeholder')}
          value={text}
          maxLength={1000}
          disabled={decorative}
          onChange={(e) => setText(e.target.value)}
        />
        <label className="flex items-start gap-2 text-sm text-forest-900">
          <input type="radio" name="alt-kind" className="mt-1" checked={decorative} onChange={() => setDecorative(true)} />
          <span>
            {t('annotations.altText.decorative')}
            <span className="block text-xs text-stone-500">{t('annotations.altText.decorativeHint')}</span>
          </span>
        </label>
      </fieldset>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('annotations.altText.cancel')}
        </Button>
        <Button onClick={save} disabled={!decorative && !text.trim()}>
          {t('annotations.altText.save')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
