import * as Dialog from 'radix-ui/dialog';
import type { QueueItem } from '@shared/bulk-upload/queue-state';
import { DocumentReviewForm } from '@/components/document-review-form';
import { useTranslation } from '@/lib/i18n';
import { useUploadQueue } from '../upload-queue';

/**
 * A ready item's fields, corrected before it is saved, in the same review form as a single
 * upload; the corrections replace the item's record and mark it manually edited.
 */
export default function ReviewDialog({ item, onClose }: { item: QueueItem<File>; onClose: () => void }) {
  const { t } = useTranslation();
  const { edit } = useUploadQueue();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-2xl"
        >
          <Dialog.Title className="text-lg font-semibold text-forest-900">{t('bulkUpload.reviewForm.title')}</Dialog.Title>
          <p className="mb-4 truncate text-sm text-stone-500">{item.fileName}</p>
          <DocumentReviewForm
            initial={item.processedData!}
            submitLabel={t('bulkUpload.reviewForm.apply')}
            cancelLabel={t('bulkUpload.reviewForm.cancel')}
            onCancel={onClose}
            onSubmit={(record) => {
              edit(item.id, record);
              onClose();
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
