import { useMutation } from '@tanstack/react-query';
import Download from 'lucide-react/icons/download';
import FileArchive from 'lucide-react/icons/file-archive';
import Upload from 'lucide-react/icons/upload';
import { useId, useRef, useState } from 'react';
import type { ImportSummary } from '@shared/export/export-api';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { exportUrl, importArchive } from './export-api';

const tables = [
  'vehicles',
  'vehicle_photos',
  'documents',
  'document_versions',
  'value_entries',
  'condition_gradings',
  'stories',
  'vehicle_records',
  'tasks',
  'wishlist_items',
  'saved_signatures',
];
const knownErrors = new Set([
  'archive_unreadable',
  'archive_not_patina',
  'archive_newer_schema',
  'archive_bad_path',
  'archive_too_large',
  'archive_bomb',
  'archive_too_many_entries',
  'archive_bad_record',
  'archive_missing_file',
  'archive_hash_mismatch',
  'payload_too_large',
]);

function Summary({ summary }: { summary: ImportSummary }) {
  const { t } = useTranslation();
  const rows = tables.filter((name) => (summary.imported[name] ?? 0) + (summary.skipped[name] ?? 0) > 0);
  const nothingNew = rows.every((name) => !summary.imported[name]);
  return (
    <div role="status" className="mt-4 rounded-md border border-forest-200 bg-forest-50 p-4 text-sm text-forest-900">
      <p className="font-medium">{nothingNew ? t('export.nothingNew') : t('export.resultTitle')}</p>
      {rows.length > 0 && (
        <table className="mt-2 w-full text-left">
          <thead>
            <tr className="text-forest-700">
              <th className="py-1 font-normal" />
              <th className="py-1 text-right font-normal">{t('export.imported')}</th>
              <th className="py-1 text-right font-normal">{t('export.skipped')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((name) => (
              <tr key={name}>
                <td className="py-0.5">{t(`export.tables.${name}`)}</td>
                <td className="py-0.5 text-right tabular-nums">{summary.imported[name] ?? 0}</td>
                <td className="py-0.5 text-right tabular-nums">{summary.skipped[name] ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {summary.duplicates.length > 0 && <p className="mt-2">{t('export.duplicates', { names: summary.duplicates.map((d) => d.label).join(', ') })}</p>}
    </div>
  );
}

/** On the profile screen: the whole garage out as a ZIP, and such a ZIP in, with what it did. */
export function ExportImportCard() {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const mutation = useMutation({
    mutationFn: importArchive,
    retry: false, // all or nothing on the server: a failed import is worth a look, not a second try
    onSuccess: () => {
      setFile(null);
      if (input.current) input.current.value = '';
    },
  });
  const error = mutation.error;
  const errorKey = error instanceof ApiError && knownErrors.has(error.code) ? `export.errors.${error.code}` : 'export.errors.generic';
  return (
    <Card className="p-6">
      <h2 className="mb-2 font-display text-xl text-forest-900">{t('export.title')}</h2>
      <p className="mb-5 text-sm text-forest-700">{t('export.description')}</p>
      <div className="space-y-6">
        <div>
          <Button asChild variant="outline">
            <a href={exportUrl} download>
              <Download aria-hidden className="size-4" />
              {t('export.download')}
            </a>
          </Button>
          <p className="mt-2 text-xs text-forest-700">{t('export.downloadHint')}</p>
        </div>
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (file) mutation.mutate(file);
          }}
        >
          <p id={`${inputId}-label`} className="text-sm font-medium text-forest-900">
            {t('export.importLabel')}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            {/* The browser's own file button speaks the browser's language: ours speaks the user's. */}
            <input
              ref={input}
              id={inputId}
              type="file"
              accept=".zip,application/zip"
              className="sr-only"
              aria-labelledby={`${inputId}-label`}
              onChange={(e) => {
                mutation.reset();
                setFile(e.target.files?.[0] ?? null);
              }}
            />
            <Button type="button" variant="outline" className="shrink-0" onClick={() => input.current?.click()}>
              <FileArchive aria-hidden className="size-4" />
              {t('export.chooseFile')}
            </Button>
            <span className="min-w-0 flex-1 truncate text-sm text-forest-700" aria-live="polite">
              {file ? file.name : t('export.noFile')}
            </span>
            <Button type="submit" disabled={!file || mutation.isPending} className="shrink-0">
              <Upload aria-hidden className="size-4" />
              {mutation.isPending ? t('export.importing') : t('export.import')}
            </Button>
          </div>
          <p className="text-xs text-forest-700">{t('export.importHint')}</p>
        </form>
        {mutation.isError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {t(errorKey)}
          </p>
        )}
        {mutation.data && <Summary summary={mutation.data} />}
      </div>
    </Card>
  );
}
