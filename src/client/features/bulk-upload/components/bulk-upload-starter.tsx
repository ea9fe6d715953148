import UploadCloud from 'lucide-react/icons/cloud-upload';
import { useEffect, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useUploadQueue } from '../upload-queue';
import { useVehicleChoices, vehicleLabel } from '../vehicles-for-upload';
import { BulkFileInput, BulkFolderInput } from './bulk-file-input';
import { useFileDrop } from './use-file-drop';

/**
 * Starts a bulk upload: a button with a multiple file input, a folder picker and a drop zone for
 * files and folders. Given a vehicle (its profile) the files go to it; without one (/documents)
 * the user chooses the vehicle first — files picked before that wait for the choice.
 */
export function BulkUploadStarter({ vehicleId, defaultVehicleId = '', className }: { vehicleId?: string; defaultVehicleId?: string; className?: string }) {
  const { t } = useTranslation();
  const { addFiles } = useUploadQueue();
  const id = useId();
  const vehicles = useVehicleChoices(!vehicleId);
  // A pre-selection (the library filtered by a vehicle) that the user can still change.
  const [chosen, setChosen] = useState(defaultVehicleId);
  const [waiting, setWaiting] = useState<File[]>([]);
  const onlyVehicle = vehicles.data?.length === 1 ? vehicles.data[0].id : '';
  const isKnown = (id: string) => Boolean(id && vehicles.data?.some((v) => v.id === id));
  const target = vehicleId ?? (isKnown(chosen) ? chosen : onlyVehicle);

  const take = (files: File[]) => {
    if (!files.length) return;
    if (target) addFiles(files, target);
    else setWaiting((w) => [...w, ...files]);
  };
  // Files that arrived before the vehicle list did go as soon as the vehicle is known.
  useEffect(() => {
    if (!target || !waiting.length) return;
    addFiles(waiting, target);
    setWaiting([]);
  }, [target, waiting, addFiles]);
  const { isOver, handlers } = useFileDrop(take);
  const noVehicles = !vehicleId && vehicles.isSuccess && vehicles.data.length === 0;

  return (
    <section
      aria-labelledby={`${id}-title`}
      {...handlers}
      data-testid="bulk-upload-dropzone"
      className={cn(
        'rounded-xl border-2 border-dashed border-forest-200 bg-cream-50/60 p-3 transition-colors sm:p-6',
        isOver && 'border-brass-500 bg-brass-300/20',
        className,
      )}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <UploadCloud className="hidden size-10 shrink-0 text-forest-600 sm:block" aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="font-semibold text-forest-900">
            {t('bulkUpload.starter.title')}
          </h2>
          {/* Phones get the compact starter: the first document must stay above the fold. */}
          <p className="hidden text-sm text-stone-600 sm:block">{t('bulkUpload.starter.hint')}</p>
          <p className="hidden text-xs text-stone-500 sm:block">{t('bulkUpload.starter.rules')}</p>
        </div>
      </div>
      {!vehicleId && (
        <div className={cn('mt-3 grid gap-1 sm:mt-4 sm:max-w-sm', onlyVehicle && !waiting.length && 'hidden sm:grid')}>
          <label htmlFor={`${id}-vehicle`} className="text-sm font-medium text-forest-900">
            {t('bulkUpload.starter.vehicle')}
          </label>
          <select
            id={`${id}-vehicle`}
            value={target}
            onChange={(e) => setChosen(e.target.value)}
            disabled={!vehicles.isSuccess || noVehicles}
            aria-invalid={waiting.length > 0 || undefined}
            className="h-10 rounded-md border border-forest-200 bg-white px-3 text-sm aria-invalid:border-red-600"
          >
            <option value="">{vehicles.isLoading ? t('common.loading') : t('bulkUpload.starter.chooseVehicle')}</option>
            {vehicles.data?.map((v) => (
              <option key={v.id} value={v.id}>
                {vehicleLabel(v)}
              </option>
            ))}
          </select>
          {noVehicles && <p className="text-sm text-stone-600">{t('bulkUpload.starter.noVehicles')}</p>}
          {waiting.length > 0 && (
            <p role="alert" className="text-sm text-red-700">
              {t('bulkUpload.starter.needVehicle', { count: waiting.length })}
            </p>
          )}
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2 sm:mt-4">
        <BulkFileInput onFiles={take} />
        {/* Phones cannot pick folders. */}
        <span className="hidden sm:contents">
          <BulkFolderInput onFiles={take} />
        </span>
      </div>
    </section>
  );
}
