import { useQuery } from '@tanstack/react-query';
import FilePlus2 from 'lucide-react/icons/file-plus-corner';
import FileText from 'lucide-react/icons/file-text';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorBlock } from '@/components/error-block';
import { LoadingBlock } from '@/components/loading-block';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { DocumentDrawer } from './document-drawer';
import { DocumentRows } from './document-rows';
import { garageQuery } from '@/lib/garage-query';
import { useDocumentList } from './use-document-list';

/**
 * A vehicle's documents, newest first: the library's rows, opening the same drawer. This is the
 * list alone, for the vehicle profile's documents slot, which has its own heading and buttons.
 */
export function VehicleDocumentList({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const list = useDocumentList({ vehicleId });
  const garage = useQuery(garageQuery);
  const [open, setOpen] = useState<string | null>(null);
  const documents = list.data?.pages.flatMap((p) => p.documents) ?? [];
  return (
    <>
      {list.isLoading ? (
        <LoadingBlock />
      ) : list.isError ? (
        <ErrorBlock onRetry={() => void list.refetch()} />
      ) : documents.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-forest-200 bg-white px-6 py-8 text-center">
          <FileText className="size-8 text-brass-500" aria-hidden />
          <p className="text-sm text-stone-600">{t('documents.vehicle.empty')}</p>
        </div>
      ) : (
        <div className="space-y-3">
          <DocumentRows documents={documents} vehicles={garage.data} onOpen={setOpen} showVehicle={false} />
          {list.hasNextPage && (
            <Button variant="outline" size="sm" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {t('documents.library.more')}
            </Button>
          )}
        </div>
      )}
      <DocumentDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** The same list with its own heading and an "Add Document" button, for places without a slot. */
export function VehicleDocuments({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`vehicle-documents-${vehicleId}`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`vehicle-documents-${vehicleId}`} className="font-display text-xl text-forest-900">
          {t('documents.vehicle.title')}
        </h2>
        <Button asChild size="sm">
          <Link to={`/vehicle/${vehicleId}/add-document`}>
            <FilePlus2 /> {t('documents.library.add')}
          </Link>
        </Button>
      </div>
      <VehicleDocumentList vehicleId={vehicleId} />
    </section>
  );
}
