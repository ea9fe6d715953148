import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useUploadQueue } from '../upload-queue';
import { BulkFileInput } from './bulk-file-input';
import { useFileDrop } from './use-file-drop';

/** The "Bulk upload" button for a known vehicle (its profile). */
export function BulkUploadButton({ vehicleId }: { vehicleId: string }) {
  const { addFiles } = useUploadQueue();
  return <BulkFileInput size="sm" onFiles={(files) => files.length && addFiles(files, vehicleId)} />;
}

/** Makes its children a drop zone for files and folders of one vehicle, with a visible hint while dragging. */
export function BulkUploadDropZone({ vehicleId, children, className }: { vehicleId: string; children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  const { addFiles } = useUploadQueue();
  const { isOver, handlers } = useFileDrop((files) => files.length && addFiles(files, vehicleId));
  return (
    <div {...handlers} data-testid="bulk-upload-dropzone" className={cn('relative', className)}>
      {children}
      {isOver && (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-xl border-2 border-dashed border-brass-500 bg-cream-50/90 p-4 text-center text-sm font-medium text-forest-900">
          {t('bulkUpload.starter.dropHere')}
        </div>
      )}
    </div>
  );
}
