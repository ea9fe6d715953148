import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ErrorBlock } from '@/components/error-block';
import { LoadingBlock } from '@/components/loading-block';
import { NotFoundBlock } from '@/components/not-found-block';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { vehicleQuery } from '@/features/vehicles/api/vehicles-api';
import { VehicleForm } from '@/features/vehicles/components/vehicle-form';
import { vehicleName } from '@/features/vehicles/hooks/vehicle-name';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

function EditVehicle({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useQuery(vehicleQuery(id));
  const isMissing = query.error instanceof ApiError && query.error.status === 404;
  // A missing vehicle's block names the tab itself.
  useDocumentTitle(
    query.data ? `${t('vehicles.form.editTitle')}: ${query.data.make} ${query.data.model}` : query.isError && !isMissing ? t('errors.block.title') : undefined,
  );
  if (query.isPending) return <LoadingBlock />;
  if (isMissing) return <NotFoundBlock title={t('vehicleDetails.notFoundTitle')} description={t('vehicles.errors.notFound')} />;
  if (query.isError) return <ErrorBlock onRetry={() => void query.refetch()} />;
  const vehicle = query.data;
  return (
    <>
      <PageHeader title={t('vehicles.form.editTitle')} description={vehicleName(vehicle)} />
      {vehicle.status === 'owned' ? (
        // Keyed by id so that going from one vehicle's form to another's starts afresh.
        <VehicleForm key={vehicle.id} vehicle={vehicle} />
      ) : (
        <div className="rounded-xl border border-cream-200 bg-white p-6 text-stone-700">
          <p>{t('vehicles.form.readOnly')}</p>
          <Button asChild variant="outline" className="mt-4">
            <Link to={`/vehicle/${vehicle.id}`}>{vehicleName(vehicle)}</Link>
          </Button>
        </div>
      )}
    </>
  );
}

/** /add-vehicle and /vehicle/:id/edit: SPEC §2 says the edit screen reuses the add screen. */
function AddVehicleTitle() {
  const { t } = useTranslation();
  useDocumentTitle(t('vehicles.form.addTitle'));
  return <PageHeader title={t('vehicles.form.addTitle')} description={t('vehicles.form.addDescription')} />;
}

export default function AddVehicleScreen() {
  const { id } = useParams();
  return (
    <div className="mx-auto max-w-6xl">
      {id ? (
        <EditVehicle id={id} />
      ) : (
        <>
          <AddVehicleTitle />
          <VehicleForm />
        </>
      )}
    </div>
  );
}
