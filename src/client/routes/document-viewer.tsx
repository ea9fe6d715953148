import { useQuery } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link, useParams } from 'react-router';
import { ErrorBlock } from '@/components/error-block';
import { LoadingBlock } from '@/components/loading-block';
import { Button } from '@/components/ui/button';
import { DocumentFileView, useDocumentFile } from '@/features/documents/document-file-view';
import { documentQuery } from '@/features/documents/documents-api';
import { useTranslation } from '@/lib/i18n';

/** A document's file full screen: pdf.js's viewer and annotation editor, with room to work. */
export default function DocumentViewerScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(documentQuery(id));
  const file = useDocumentFile(id);
  const doc = query.data;
  return (
    <div className="fixed inset-0 z-30 flex flex-col bg-cream-50">
      <header className="flex items-center gap-2 border-b border-cream-200 bg-white px-3 py-2">
        <Button variant="ghost" size="icon" asChild>
          <Link to={`/documents?doc=${encodeURIComponent(id)}`} aria-label={t('annotations.backToDocuments')} title={t('annotations.backToDocuments')}>
            <ArrowLeft />
          </Link>
        </Button>
        <h1 className="min-w-0 flex-1 truncate font-display text-lg text-forest-900">{doc?.title ?? t('common.loading')}</h1>
      </header>
      <main className="min-h-0 flex-1">
        {query.isLoading ? (
          <LoadingBlock />
        ) : query.isError || !doc ? (
          <ErrorBlock title={t('documents.errors.notFound')} onRetry={() => void query.refetch()} />
        ) : (
          <DocumentFileView doc={doc} file={file} />
        )}
      </main>
    </div>
  );
}
