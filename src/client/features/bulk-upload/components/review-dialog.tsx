import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import type { QueueItem } from '@shared/bulk-upload/queue-state';
import { documentRecordSchema, type DocumentRecordInput } from '@shared/documents/document-record';
import { documentTypes, type DocumentType } from '@shared/documents/document-types';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useTranslation } from '@/lib/i18n';
import { useUploadQueue } from '../upload-queue';

const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v.replace(',', '.')));

/**
 * A ready item's main fields, corrected before it is saved. The record keeps everything else the
 * analysis found; `manuallyEdited` is set when the corrections are applied.
 */
export default function ReviewDialog({ item, onClose }: { item: QueueItem<File>; onClose: () => void }) {
  const { t } = useTranslation();
  const { edit } = useUploadQueue();
  const record = item.processedData!;
  const [title, setTitle] = useState(record.title ?? item.fileName);
  const [documentType, setDocumentType] = useState<DocumentType>(record.documentType);
  const [date, setDate] = useState(record.date ?? '');
  const [totalCost, setTotalCost] = useState(record.totalCost == null ? '' : String(record.totalCost));
  const [shopName, setShopName] = useState(record.shopName ?? '');
  const [aiSummary, setAiSummary] = useState(record.aiSummary ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: DocumentRecordInput = {
      ...record,
      title,
      documentType,
      date: date || undefined,
      totalCost: numberOrNull(totalCost),
      shopName,
      aiSummary,
    };
    const parsed = documentRecordSchema.safeParse(next);
    if (!parsed.success) {
      setError(t('bulkUpload.reviewForm.invalid', { field: String(parsed.error.issues[0]?.path[0] ?? '') }));
      return;
    }
    edit(item.id, next);
    onClose();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-2xl"
        >
          <Dialog.Title className="text-lg font-semibold text-forest-900">{t('bulkUpload.reviewForm.title')}</Dialog.Title>
          <p className="mb-4 truncate text-sm text-stone-500">{item.fileName}</p>
          <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1 sm:col-span-2">
              <Label htmlFor="review-title">{t('bulkUpload.reviewForm.docTitle')}</Label>
              <Input id="review-title" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="review-type">{t('bulkUpload.reviewForm.type')}</Label>
              <select
                id="review-type"
                value={documentType}
                onChange={(e) => setDocumentType(e.target.value as DocumentType)}
                className="h-10 rounded-md border border-forest-200 bg-white px-3 text-sm"
              >
                {documentTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`bulkUpload.types.${type}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="review-date">{t('bulkUpload.reviewForm.date')}</Label>
              <Input id="review-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="review-total">{t('bulkUpload.reviewForm.totalCost')}</Label>
              <Input id="review-total" inputMode="decimal" value={totalCost} onChange={(e) => setTotalCost(e.target.value)} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="review-shop">{t('bulkUpload.reviewForm.shopName')}</Label>
              <Input id="review-shop" value={shopName} onChange={(e) => setShopName(e.target.value)} />
            </div>
            <div className="grid gap-1 sm:col-span-2">
              <Label htmlFor="review-summary">{t('bulkUpload.reviewForm.summary')}</Label>
              <textarea
                id="review-summary"
                rows={3}
                value={aiSummary}
                onChange={(e) => setAiSummary(e.target.value)}
                className="rounded-md border border-forest-200 px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brass-300"
              />
            </div>
            {error && (
              <p role="alert" className="text-sm text-red-700 sm:col-span-2">
                {error}
              </p>
            )}
            <div className="flex justify-end gap-2 sm:col-span-2">
              <Button type="button" variant="outline" onClick={onClose}>
                {t('bulkUpload.reviewForm.cancel')}
              </Button>
              <Button type="submit">{t('bulkUpload.reviewForm.apply')}</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
