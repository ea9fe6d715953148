import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Download from 'lucide-react/icons/download';
import Eye from 'lucide-react/icons/eye';
import PenLine from 'lucide-react/icons/pen-line';
import Trash2 from 'lucide-react/icons/trash';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { VehicleDocument } from '@shared/documents/document-api';
import type { DocumentVersion } from '@shared/documents/document-versions-api';
import { formatDate } from '@shared/format/date';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { formatFileSize } from './format';
import { ImageViewer } from './pdf-viewer';
import { annotatableUrl, deleteVersion, versionKeys, versionsQuery } from './versions-api';

// pdf.js's viewer and editor load only when a document is opened — then at once, beside its details.
const loadAnnotator = () => import('./annotator/annotator-view');
const AnnotatorView = lazy(loadAnnotator);

/** Which file the viewer shows: the original, or one annotated version (by id). */
export type FileChoice = 'original' | string;

const isAnnotatableImage = (mime: string) => mime === 'image/jpeg' || mime === 'image/png';

/**
 * The file's choice and versions, shared by the viewer and the versions list. Until the user
 * picks, the newest annotated version is shown (their latest work), else the original.
 */
export function useDocumentFile(documentId: string) {
  const versions = useQuery(versionsQuery(documentId));
  useEffect(() => void loadAnnotator().then((m) => m.preloadViewer()), []);
  const [picked, setPicked] = useState<FileChoice | null>(null);
  const list = versions.data ?? [];
  const choice: FileChoice = picked && (picked === 'original' || list.some((v) => v.id === picked)) ? picked : (list[0]?.id ?? 'original');
  return { versions: list, isLoading: versions.isLoading, choice, pick: setPicked };
}
export type DocumentFile = ReturnType<typeof useDocumentFile>;

/** The viewer: pdf.js with its annotation editor for PDFs and annotated versions; a scan until it is annotated. */
export function DocumentFileView({ doc, file }: { doc: VehicleDocument; file: DocumentFile }) {
  const { t } = useTranslation();
  const [annotateImage, setAnnotateImage] = useState(false);
  if (file.isLoading) return null;
  const version = file.versions.find((v) => v.id === file.choice);
  const isPdf = doc.mimeType === 'application/pdf';
  if (!version && !isPdf && !(annotateImage && isAnnotatableImage(doc.mimeType))) {
    return (
      <div className="flex h-full min-h-0 flex-col">
        {isAnnotatableImage(doc.mimeType) && (
          <div className="flex border-b border-cream-200 bg-white px-3 py-1.5">
            <Button variant="outline" size="sm" onClick={() => setAnnotateImage(true)}>
              <PenLine /> {t('annotations.annotate')}
            </Button>
          </div>
        )}
        <div className="min-h-0 flex-1">
          <ImageViewer url={doc.fileUrl} alt={doc.title} />
        </div>
      </div>
    );
  }
  const url = version ? version.fileUrl : isPdf ? doc.fileUrl : annotatableUrl(doc.id);
  return (
    <Suspense fallback={null}>
      <AnnotatorView key={url} documentId={doc.id} url={url} onSaved={(v) => file.pick(v.id)} />
    </Suspense>
  );
}

const downloadName = (doc: VehicleDocument, v: DocumentVersion) => `${doc.fileName.replace(/\.[^.]+$/, '')}-annotated-${v.createdAt.slice(0, 10)}.pdf`;

/** The original and its annotated versions with date and author: show, download, delete a version. */
export function DocumentVersions({ doc, file }: { doc: VehicleDocument; file: DocumentFile }) {
  const { t, language } = useTranslation();
  const qc = useQueryClient();
  const [confirming, setConfirming] = useState<DocumentVersion | null>(null);
  const remove = useMutation({
    mutationFn: (v: DocumentVersion) => deleteVersion(doc.id, v.id),
    onSuccess: () => {
      setConfirming(null);
      void qc.invalidateQueries({ queryKey: versionKeys.list(doc.id) });
      notify.success(t('annotations.versions.deleted'));
    },
    onError: () => notify.error(t('annotations.versions.deleteFailed')),
  });
  const when = (v: DocumentVersion) =>
    `${formatDate(v.createdAt, language)} ${new Date(v.createdAt).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' })}`;
  const row = (key: string, title: string, detail: string, choice: FileChoice, href: string, onDelete?: () => void) => (
    <li
      key={key}
      className={cn(
        'flex items-center gap-2 rounded-lg border px-3 py-2',
        file.choice === choice ? 'border-forest-300 bg-forest-50' : 'border-cream-200 bg-white',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-forest-900">{title}</p>
        <p className="truncate text-xs text-stone-700">{detail}</p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`${t('annotations.versions.show')}: ${title}`}
        aria-pressed={file.choice === choice}
        title={t(file.choice === choice ? 'annotations.versions.showing' : 'annotations.versions.show')}
        onClick={() => file.pick(choice)}
      >
        <Eye />
      </Button>
      <Button variant="ghost" size="icon" asChild>
        <a href={href} aria-label={`${t('annotations.versions.download')}: ${title}`} title={t('annotations.versions.download')}>
          <Download />
        </a>
      </Button>
      {onDelete && (
        <Button
          variant="ghost"
          size="icon"
          className="text-red-700 hover:bg-red-50"
          aria-label={`${t('annotations.versions.delete')}: ${title}`}
          title={t('annotations.versions.delete')}
          onClick={onDelete}
        >
          <Trash2 />
        </Button>
      )}
    </li>
  );
  return (
    <section aria-labelledby="versions-title" className="space-y-2">
      <h3 id="versions-title" className="text-sm font-medium text-forest-900">
        {t('annotations.versions.title')}
      </h3>
      <ul className="space-y-2">
        {row(
          'original',
          t('annotations.versions.original'),
          `${t('annotations.versions.originalHint')} · ${formatFileSize(doc.fileSize, language)}`,
          'original',
          `${doc.fileUrl}&download=${encodeURIComponent(doc.fileName)}`,
        )}
        {file.versions.map((v) =>
          row(
            v.id,
            when(v),
            t('annotations.versions.byline', { size: formatFileSize(v.fileSize, language), author: v.author.name }),
            v.id,
            `${v.fileUrl}&download=${encodeURIComponent(downloadName(doc, v))}`,
            () => setConfirming(v),
          ),
        )}
      </ul>
      {file.versions.length === 0 && <p className="text-xs text-stone-500">{t('annotations.versions.none')}</p>}
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('annotations.versions.deleteTitle')}
        description={confirming ? t('annotations.versions.deleteText', { date: when(confirming) }) : undefined}
      >
        <DialogFooter>
          <Button variant="outline" onClick={() => setConfirming(null)}>
            {t('annotations.versions.cancel')}
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => confirming && remove.mutate(confirming)}>
            {t('annotations.versions.confirmDelete')}
          </Button>
        </DialogFooter>
      </Dialog>
    </section>
  );
}
