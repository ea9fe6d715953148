import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { csvFormats, type ColumnMapping, type CsvFormat } from '@shared/csv-import/column-mapping';
import type { CsvImportResult, CsvPreview } from '@shared/csv-import/csv-import-api';
import { recordKinds, type RecordKind } from '@shared/csv-import/record-kinds';
import { selectClass } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n';
import { importCsvRecords, previewCsvImport, type CsvImportRequest } from '../csv-import-api';
import { ColumnMappingFields } from './column-mapping-fields';
import { csvErrorText } from './csv-error-text';
import { CsvPreviewTable } from './csv-preview-table';

/**
 * Choose a file and where it comes from → (a generic file: which column is what) → every row
 * as it would be imported, with its errors → import, all or nothing. The file stays in the
 * browser between the steps and is sent again: the server keeps nothing until the import.
 */
export function CsvImportDialog({ vehicleId, open, onOpenChange }: { vehicleId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<CsvFormat>('lubelogger');
  const [defaultKind, setDefaultKind] = useState<RecordKind>('service');
  const [mapping, setMapping] = useState<ColumnMapping | undefined>(undefined);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [result, setResult] = useState<CsvImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setMapping(undefined);
    setPreview(null);
    setResult(null);
    setError(null);
  }, [open]);

  const request = (next: Partial<CsvImportRequest> = {}): CsvImportRequest => ({ file: file!, format, defaultKind, mapping, ...next });

  const run = async (next: Partial<CsvImportRequest> = {}) => {
    setError(null);
    if (!file && !next.file) return setError(t('csvImport.errors.noFile'));
    setBusy(true);
    try {
      setPreview(await previewCsvImport(vehicleId, request(next)));
    } catch (e) {
      setPreview(null);
      setError(csvErrorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const submitPreview = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  const changeMapping = (next: ColumnMapping) => {
    setMapping(next);
    void run({ mapping: next });
  };

  const doImport = async () => {
    setError(null);
    setBusy(true);
    try {
      // The mapping the preview showed, guessed or chosen: the import reads the file the same way.
      setResult(await importCsvRecords(vehicleId, request({ mapping: preview?.mapping })));
      // Timeline, value history and comparison all show the records.
      await qc.invalidateQueries();
    } catch (e) {
      setError(csvErrorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const toImport = preview ? preview.counts.valid - preview.counts.duplicates : 0;
  const canImport = preview !== null && preview.counts.invalid === 0 && toImport > 0 && !busy;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('csvImport.dialog.title')}
      description={t('csvImport.dialog.text')}
      className="max-h-[92dvh] max-w-4xl! overflow-y-auto"
    >
      {result ? (
        <div className="mt-5 space-y-4">
          <p role="status" className="rounded-md border border-forest-200 bg-forest-50 px-3 py-2 text-sm text-forest-900">
            {t('csvImport.done', { count: result.imported })}
            {result.duplicates > 0 && ` ${t('csvImport.doneDuplicates', { count: result.duplicates })}`}
          </p>
          <DialogFooter>
            <Button onClick={() => onOpenChange(false)}>{t('csvImport.dialog.close')}</Button>
          </DialogFooter>
        </div>
      ) : (
        <form onSubmit={submitPreview} noValidate className="mt-5 space-y-5">
          {error && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5 sm:col-span-2">
              <label htmlFor="csv-file" className="text-sm font-medium text-forest-900">
                {t('csvImport.dialog.file')}
              </label>
              <input
                id="csv-file"
                type="file"
                accept=".csv,.tsv,.txt,text/csv,text/plain"
                className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-md file:border file:border-forest-200 file:bg-cream-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-forest-900"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setMapping(undefined);
                  setPreview(null);
                }}
              />
            </div>
            <fieldset className="sm:col-span-2">
              <legend className="mb-2 text-sm font-medium text-forest-900">{t('csvImport.dialog.format')}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {csvFormats.map((f) => (
                  <label
                    key={f}
                    className={`cursor-pointer rounded-lg border px-3 py-2 text-sm ${format === f ? 'border-forest-700 bg-forest-50 text-forest-900' : 'border-forest-200 text-stone-700'}`}
                  >
                    <input
                      type="radio"
                      name="csv-format"
                      value={f}
                      checked={format === f}
                      onChange={() => {
                        setFormat(f);
                        setMapping(undefined);
                        setPreview(null);
                      }}
                      className="sr-only"
                    />
                    <span className="block font-medium">{t(`csvImport.formats.${f}`)}</span>
                    <span className="block text-xs text-stone-600">{t(`csvImport.formatHints.${f}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="space-y-1.5">
              <label htmlFor="csv-kind" className="text-sm font-medium text-forest-900">
                {t(format === 'lubelogger' ? 'csvImport.dialog.lubeLoggerKind' : 'csvImport.dialog.defaultKind')}
              </label>
              <select id="csv-kind" className={selectClass} value={defaultKind} onChange={(e) => setDefaultKind(e.target.value as RecordKind)}>
                {recordKinds.map((k) => (
                  <option key={k} value={k}>
                    {t(`csvImport.kinds.${k}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {preview && format === 'generic' && (
            <ColumnMappingFields headers={preview.headers} mapping={preview.mapping} onChange={changeMapping} disabled={busy} />
          )}
          {preview && <CsvPreviewTable preview={preview} />}

          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('csvImport.dialog.cancel')}
            </Button>
            <Button type="submit" variant={preview ? 'outline' : 'default'} disabled={busy}>
              {t(preview ? 'csvImport.dialog.previewAgain' : 'csvImport.dialog.preview')}
            </Button>
            {preview && (
              <Button type="button" onClick={() => void doImport()} disabled={!canImport}>
                {t('csvImport.dialog.import', { count: toImport })}
              </Button>
            )}
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}
