import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Download from 'lucide-react/icons/download';
import Maximize2 from 'lucide-react/icons/maximize-2';
import Trash2 from 'lucide-react/icons/trash';
import X from 'lucide-react/icons/x';
import * as AlertDialog from 'radix-ui/alert-dialog';
import * as Dialog from 'radix-ui/dialog';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { VehicleDocument } from '@shared/documents/document-api';
import type { DocumentRecordInput } from '@shared/documents/document-record';
import { formatDate } from '@shared/format/date';
import { ConfidenceBadge } from '@/components/analysis-notice';
import { DocumentReviewForm } from '@/components/document-review-form';
import { DocumentTypeIcon } from '@/components/document-type-icon';
import { ErrorBlock } from '@/components/error-block';
import { LoadingBlock } from '@/components/loading-block';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { deleteDocument, documentKeys, documentLink, documentQuery, updateDocument } from './documents-api';
import { garageQuery } from '@/lib/garage-query';
import { documentErrorText } from './error-text';
import { formatFileSize } from './format';
import { TextStatusNote } from './text-status-note';
import { DocumentFileView, DocumentVersions, useDocumentFile } from './document-file-view';
import { vehicleName } from './vehicle-name';

/** The record a saved document's form starts from (the same shape the upload sent). */
function recordOf(d: VehicleDocument): DocumentRecordInput {
  const {
    id: _id,
    vehicleId: _v,
    userId: _u,
    fileName: _f,
    fileUrl: _url,
    fileUrlExpiresAt: _e,
    fileSize: _s,
    fileHash: _h,
    mimeType: _m,
    textStatus: _ts,
    textError: _te,
    aiConfidence,
    extractionQuality,
    ...rest
  } = d;
  return { ...rest, aiConfidence: aiConfidence ?? undefined, extractionQuality: extractionQuality ?? undefined };
}

/**
 * A document beside its file: the PDF in the pdf.js viewer (or the image, zoomable), its fields
 * editable in the review form, a download, and delete with confirmation (file and row together).
 */
export function DocumentDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-6xl flex-col bg-cream-50 shadow-xl focus:outline-none"
        >
          {id ? <DocumentPanel id={id} onClose={onClose} /> : <Dialog.Title className="sr-only">{t('screens.documents')}</Dialog.Title>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DocumentPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, language } = useTranslation();
  const qc = useQueryClient();
  // While the text is being read in the background, look again now and then.
  const query = useQuery({ ...documentQuery(id), refetchInterval: (q) => (q.state.data?.textStatus === 'pending' ? 3000 : false) });
  const garage = useQuery(garageQuery);
  const doc = query.data;
  const vehicle = garage.data?.find((v) => v.id === doc?.vehicleId);
  const initial = useMemo(() => (doc ? recordOf(doc) : null), [doc]);
  const [confirming, setConfirming] = useState(false);
  const file = useDocumentFile(id);

  const save = useMutation({
    mutationFn: (record: DocumentRecordInput) => updateDocument(id, record),
    onSuccess: (updated) => {
      qc.setQueryData(documentKeys.one(id), updated);
      void qc.invalidateQueries({ queryKey: [...documentKeys.all, 'list'] });
      notify.success(t('documents.page.saved'));
    },
    onError: (error) => notify.error(documentErrorText(error, t)),
  });
  const remove = useMutation({
    mutationFn: () => deleteDocument(id),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: documentKeys.all });
      notify.success(t('documents.page.deleted'));
      onClose();
    },
    onError: (error) => notify.error(documentErrorText(error, t, 'documents.errors.deleteFailed')),
  });
  const download = async () => {
    try {
      const link = await documentLink(id);
      const a = document.createElement('a');
      a.href = `${link.url}&download=${encodeURIComponent(doc?.fileName ?? 'document')}`;
      a.click();
    } catch (error) {
      notify.error(documentErrorText(error, t, 'documents.errors.downloadFailed'));
    }
  };

  return (
    <>
      <header className="flex items-center gap-3 border-b border-cream-200 bg-white px-4 py-3">
        {doc && (
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-forest-50 text-forest-700">
            <DocumentTypeIcon type={doc.documentType} className="size-4" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <Dialog.Title className="truncate font-display text-lg text-forest-900">{doc?.title ?? t('common.loading')}</Dialog.Title>
          {doc && (
            <p className="truncate text-xs text-stone-500">
              {[vehicle ? vehicleName(vehicle) : null, formatDate(doc.date, language), doc.fileName, formatFileSize(doc.fileSize, language)]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
        </div>
        {doc && <ConfidenceBadge confidence={doc.aiConfidence} />}
        <Dialog.Close asChild>
          <Button variant="ghost" size="icon" aria-label={t('documents.page.close')}>
            <X />
          </Button>
        </Dialog.Close>
      </header>
      {query.isLoading ? (
        <LoadingBlock />
      ) : query.isError || !doc || !initial ? (
        <ErrorBlock title={t('documents.errors.notFound')} onRetry={() => void query.refetch()} />
      ) : (
        <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,60vh)_auto] overflow-y-auto lg:grid-cols-[minmax(0,1fr)_26rem] lg:grid-rows-1 lg:overflow-hidden">
          <section aria-label={t('documents.viewer.label')} className="min-h-0 border-b border-cream-200 lg:border-b-0 lg:border-r">
            <DocumentFileView doc={doc} file={file} />
          </section>
          <section aria-label={t('documents.page.details')} className="min-h-0 space-y-4 p-4 lg:overflow-y-auto">
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => void download()}>
                <Download /> {t('documents.page.download')}
              </Button>
              <Button variant="outline" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
                <Trash2 /> {t('documents.page.delete')}
              </Button>
              <Button variant="outline" size="sm" asChild>
                <Link to={`/documents/${encodeURIComponent(doc.id)}/view`}>
                  <Maximize2 /> {t('annotations.fullScreen')}
                </Link>
              </Button>
            </div>
            <TextStatusNote doc={doc} />
            <DocumentVersions doc={doc} file={file} />
            <DocumentReviewForm
              key={doc.id}
              initial={initial}
              defaultCurrency={vehicle?.currency}
              submitLabel={save.isPending ? t('common.saving') : t('documents.page.saveChanges')}
              isSubmitting={save.isPending}
              onSubmit={(record, meta) => (meta.manuallyEdited ? save.mutate(record) : notify.info(t('documents.page.noChanges')))}
            />
          </section>
        </div>
      )}
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="font-display text-xl text-forest-900">{t('documents.page.deleteTitle')}</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-stone-600">{t('documents.page.deleteText', { title: doc?.title ?? '' })}</AlertDialog.Description>
            <div className="flex justify-end gap-3">
              <AlertDialog.Cancel asChild>
                <Button variant="outline">{t('documents.review.cancel')}</Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>
                  {t('documents.page.confirmDelete')}
                </Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  );
}
