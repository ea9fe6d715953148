import { useQuery } from '@tanstack/react-query';
import { VehicleTasks } from '@/features/tasks/components/vehicle-tasks';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRightLeft from 'lucide-react/icons/arrow-right-left';
import BookOpen from 'lucide-react/icons/book-open';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import FileText from 'lucide-react/icons/file-text';
import FilePlus2 from 'lucide-react/icons/file-plus-corner';
import GitCompareArrows from 'lucide-react/icons/git-compare-arrows';
import History from 'lucide-react/icons/rotate-ccw-clock';
import LineChart from 'lucide-react/icons/chart-line';
import Pencil from 'lucide-react/icons/pencil';
import Share2 from 'lucide-react/icons/share-2';
import Tag from 'lucide-react/icons/tag';
import Trash2 from 'lucide-react/icons/trash';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '@shared/format/date';
import { formatMoney } from '@shared/format/money';
import { conditionGradeLabel } from '@/components/condition-grade';
import { ErrorBlock } from '@/components/error-block';
import { BulkUploadButton, BulkUploadDropZone } from '@/features/bulk-upload/components/bulk-upload-for-vehicle';
import { LoadingBlock } from '@/components/loading-block';
import { NotFoundBlock } from '@/components/not-found-block';
import { Button } from '@/components/ui/button';
import { VehicleDocumentList } from '@/features/documents/vehicle-documents';
import { DossierCard } from '@/features/dossier/components/dossier-card';
import { CsvImportCard } from '@/features/csv-import/components/csv-import-card';
import { vehicleQuery } from '@/features/vehicles/api/vehicles-api';
import { DeleteVehicleDialog } from '@/features/vehicles/components/delete-vehicle-dialog';
import { PhotoGallery } from '@/features/vehicles/components/photo-gallery';
import { SellVehicleDialog } from '@/features/vehicles/components/sell-vehicle-dialog';
import { TransferVehicleDialog } from '@/features/transfers/components/transfer-vehicle-dialog';
import { ShareVehicleDialog } from '@/features/sharing/components/share-vehicle-dialog';
import { formatOdometer } from '@/features/vehicles/components/vehicle-card';
import { VehicleFacts } from '@/features/vehicles/components/vehicle-facts';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * ── SLOT: this vehicle's documents ──────────────────────────────────────────────────────────
 * The documents feature composes its list and a "Bulk upload" button for this vehicle here:
 *   <VehicleDocumentsSlot vehicleId={id} list={<VehicleDocumentList vehicleId={id} />}
 *                         actions={<BulkUploadButton vehicleId={id} />} />
 * (pass them from VehicleProfileScreen below). Until then it shows an invitation to add one.
 */
function VehicleDocumentsSlot({ vehicleId, list, actions, readOnly }: { vehicleId: string; list?: ReactNode; actions?: ReactNode; readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <section data-slot="vehicle-documents" aria-labelledby="vehicle-documents-title" className="rounded-xl border border-cream-200 bg-white p-5 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="vehicle-documents-title" className="font-display text-xl font-semibold text-forest-900">
          {t('vehicles.profile.documentsTitle')}
        </h2>
        <div data-slot="vehicle-documents-actions" className="flex flex-wrap gap-2">
          {actions}
          {!readOnly && (
            <Button asChild variant="outline" size="sm">
              <Link to={`/vehicle/${vehicleId}/add-document`}>
                <FilePlus2 aria-hidden />
                {t('vehicles.profile.sections.addDocument.title')}
              </Link>
            </Button>
          )}
        </div>
      </div>
      {list ?? <p className="text-sm text-stone-500">{t('vehicles.profile.documentsEmpty')}</p>}
    </section>
  );
}

function SectionLinks({ id }: { id: string }) {
  const { t } = useTranslation();
  const sections = [
    { key: 'documents', to: `/documents?vehicle=${id}`, icon: FileText },
    { key: 'timeline', to: `/vehicle/${id}/timeline`, icon: History },
    { key: 'valueHistory', to: `/vehicle/${id}/value-history`, icon: LineChart },
    { key: 'comparison', to: `/vehicle/${id}/comparison`, icon: GitCompareArrows },
    { key: 'stories', to: `/vehicle/${id}/stories`, icon: BookOpen },
    { key: 'tasks', to: `/tasks?vehicle=${id}`, icon: ClipboardList },
  ];
  return (
    <nav aria-labelledby="vehicle-explore">
      <h2 id="vehicle-explore" className="mb-3 font-display text-xl font-semibold text-forest-900">
        {t('vehicles.profile.explore')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {sections.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex h-full items-start gap-3 rounded-xl border border-cream-200 bg-white p-4 shadow-sm transition hover:border-brass-300 hover:shadow-md"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-forest-50 text-forest-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <span>
                <span className="block font-medium text-forest-900">{t(`vehicles.profile.sections.${key}.title`)}</span>
                <span className="block text-sm text-stone-600">{t(`vehicles.profile.sections.${key}.text`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function VehicleProfileScreen() {
  const { t, language } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(vehicleQuery(id));
  const [dialog, setDialog] = useState<'sell' | 'transfer' | 'share' | 'delete' | null>(null);
  const isMissing = query.error instanceof ApiError && query.error.status === 404;
  // A missing vehicle's block names the tab itself.
  useDocumentTitle(query.data ? `${query.data.make} ${query.data.model}` : query.isError && !isMissing ? t('errors.block.title') : undefined);
  if (query.isPending) return <LoadingBlock />;
  if (isMissing) return <NotFoundBlock title={t('vehicleDetails.notFoundTitle')} description={t('vehicles.errors.notFound')} />;
  if (query.isError) return <ErrorBlock onRetry={() => void query.refetch()} />;
  const v = query.data;
  const isOwned = v.status === 'owned';
  // Only what is known: the facts below offer the rest as one "Add details".
  const headline = [
    [t('vehicles.card.value'), v.estimatedValue !== null && formatMoney(v.estimatedValue, v.currency, language)],
    [t('vehicles.fields.odometer'), v.odometer !== null && formatOdometer(v, language, '')],
    [t('vehicles.fields.conditionGrade'), conditionGradeLabel(v, t)],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <Link to={isOwned ? '/garage' : '/previously-owned'} className="inline-flex items-center gap-1 text-sm text-forest-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {isOwned ? t('vehicles.profile.back') : t('vehicles.profile.backPrevious')}
      </Link>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <PhotoGallery vehicle={v} />
        <div className="space-y-5">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brass-700">{v.year}</p>
            <h1 className="mt-1 font-display text-4xl font-semibold leading-tight text-forest-900">
              {v.make} {v.model}
            </h1>
            {v.variant && <p className="mt-1 text-lg text-stone-600">{v.variant}</p>}
            {!isOwned && (
              <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-forest-900 px-3 py-1 text-sm text-cream-50">
                <Tag className="size-3.5" aria-hidden />
                {v.status === 'sold' ? t('vehicles.profile.sold') : t('vehicles.profile.transferred')}
                {v.status === 'sold' &&
                  ` · ${t('vehicles.profile.soldOn', { date: formatDate(v.saleDate, language, t('vehicles.na')), buyer: v.buyerName ?? t('vehicles.na') })}`}
              </p>
            )}
          </div>
          {headline.length > 0 && (
            <dl
              className="grid divide-x divide-cream-200 rounded-xl border border-cream-200 bg-white py-3 text-center shadow-sm"
              style={{ gridTemplateColumns: `repeat(${headline.length}, minmax(0, 1fr))` }}
            >
              {headline.map(([label, value]) => (
                <div key={label} className="min-w-0 px-2">
                  <dt className="truncate text-xs text-stone-500">{label}</dt>
                  <dd className="mt-0.5 font-display text-base leading-snug text-forest-900 sm:text-lg">{value}</dd>
                </div>
              ))}
            </dl>
          )}
          {isOwned && (
            <div className="flex flex-wrap gap-2" role="group" aria-label={t('vehicles.profile.actions')}>
              <Button asChild>
                <Link to={`/vehicle/${v.id}/edit`}>
                  <Pencil aria-hidden />
                  {t('vehicles.profile.edit')}
                </Link>
              </Button>
              <Button variant="brass" onClick={() => setDialog('sell')}>
                <Tag aria-hidden />
                {t('vehicles.profile.sell')}
              </Button>
              <Button variant="outline" onClick={() => setDialog('transfer')}>
                <ArrowRightLeft aria-hidden />
                {t('transfers.start.button')}
              </Button>
              <Button variant="outline" onClick={() => setDialog('share')}>
                <Share2 aria-hidden />
                {t('sharing.share.button')}
              </Button>
              <Button variant="outline" className="text-red-800 hover:bg-red-50" onClick={() => setDialog('delete')}>
                <Trash2 aria-hidden />
                {t('vehicles.profile.delete')}
              </Button>
            </div>
          )}
          {v.notes && (
            <section className="rounded-xl border border-cream-200 bg-cream-100/60 p-5">
              <h2 className="mb-2 text-xs font-semibold uppercase tracking-[0.18em] text-brass-700">{t('vehicles.profile.notes')}</h2>
              <p className="whitespace-pre-line font-display text-lg leading-relaxed text-forest-900">{v.notes}</p>
            </section>
          )}
        </div>
      </div>

      <section aria-labelledby="vehicle-facts">
        <h2 id="vehicle-facts" className="mb-3 font-display text-xl font-semibold text-forest-900">
          {t('vehicles.profile.facts')}
        </h2>
        <VehicleFacts vehicle={v} />
      </section>

      {isOwned ? (
        <BulkUploadDropZone vehicleId={v.id}>
          <VehicleDocumentsSlot
            vehicleId={v.id}
            readOnly={false}
            actions={<BulkUploadButton vehicleId={v.id} />}
            list={<VehicleDocumentList vehicleId={v.id} />}
          />
        </BulkUploadDropZone>
      ) : (
        <VehicleDocumentsSlot vehicleId={v.id} readOnly list={<VehicleDocumentList vehicleId={v.id} />} />
      )}
      <VehicleTasks vehicle={{ id: v.id, label: `${v.year} ${v.make} ${v.model}`, odometerUnit: v.odometerUnit }} canEdit={isOwned} />
      <DossierCard vehicleId={v.id} />
      {isOwned && <CsvImportCard vehicleId={v.id} />}
      <SectionLinks id={v.id} />

      {isOwned && (
        <>
          <SellVehicleDialog vehicle={v} open={dialog === 'sell'} onOpenChange={(o) => setDialog(o ? 'sell' : null)} />
          <DeleteVehicleDialog vehicle={v} open={dialog === 'delete'} onOpenChange={(o) => setDialog(o ? 'delete' : null)} />
          <TransferVehicleDialog
            vehicleId={v.id}
            vehicleName={`${v.year} ${v.make} ${v.model}`}
            open={dialog === 'transfer'}
            onOpenChange={(o) => setDialog(o ? 'transfer' : null)}
          />
          <ShareVehicleDialog
            vehicleId={v.id}
            vehicleName={`${v.year} ${v.make} ${v.model}`}
            open={dialog === 'share'}
            onOpenChange={(o) => setDialog(o ? 'share' : null)}
          />
        </>
      )}
    </div>
  );
}
