import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import Upload from 'lucide-react/icons/upload';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { CsvImportDialog } from './csv-import-dialog';

/** The vehicle profile's card for bringing in service and fuel records kept elsewhere (LubeLogger, a spreadsheet). */
export function CsvImportCard({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="csv-import-title" className="rounded-xl border border-cream-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 max-w-xl gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-forest-50 text-forest-700">
            <FileSpreadsheet className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h2 id="csv-import-title" className="font-display text-xl font-semibold text-forest-900">
              {t('csvImport.title')}
            </h2>
            <p className="mt-1 text-sm text-stone-600">{t('csvImport.text')}</p>
          </div>
        </div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <Upload aria-hidden />
          {t('csvImport.open')}
        </Button>
      </div>
      <CsvImportDialog vehicleId={vehicleId} open={open} onOpenChange={setOpen} />
    </section>
  );
}
