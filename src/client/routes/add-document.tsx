import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, FileText, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { detectedIssues, type AnalysisResult } from '@shared/analysis/analysis-result';
import { CURRENCY_KEY } from '@shared/documents/document-api';
import type { DocumentRecordInput } from '@shared/documents/document-record';
import { guessTypeFromFileName, type DocumentType } from '@shared/documents/document-types';
import { recordFromAnalysis } from '@shared/documents/record-from-analysis';
import { validateUpload } from '@shared/documents/upload-rules';
import { AnalysisNotice } from '@/components/analysis-notice';
import { DocumentReviewForm } from '@/components/document-review-form';
import { DocumentTypeIcon } from '@/components/document-type-icon';
import { ErrorBlock } from '@/components/error-block';
import { LoadingBlock } from '@/components/loading-block';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { analyzeDocument, checkDuplicate, documentKeys, garageQuery, uploadDocument } from '@/features/documents/documents-api';
import { documentErrorText, uploadRuleText } from '@/features/documents/error-text';
import { FileDrop } from '@/features/documents/file-drop';
import { formatFileSize, formatMoney, formatNumber } from '@/features/documents/format';
import { formatDate } from '@shared/format/date';
import { hashFile, readFileForAnalysis } from '@/features/documents/read-file';
import { vehicleName } from '@/features/documents/vehicle-name';
import { useTranslation } from '@/lib/i18n';
import { ApiError } from '@/lib/api';
import { notify } from '@/lib/notify';
import { DocumentTypeOptions } from '@/features/documents/document-type-options';

type Step = 'pick' | 'reading' | 'analyzing' | 'result' | 'review' | 'saving';
const STEPS: Step[] = ['reading', 'analyzing', 'review', 'saving'];

interface Prepared {
  file: File;
  text: string | null;
  analysis: AnalysisResult | null;
  record: DocumentRecordInput;
}

/**
 * SPEC §2 AddDocument (/vehicle/:vehicleId/add-document, /vehicle/:id/maintenance, /add-document):
 * pick a file, read it in the browser, let the analysis read it, show what it found and how sure
 * it is, then Review Details or Accept as-is. Nothing is stored until the user saves.
 */
export default function AddDocumentScreen() {
  const { t, language } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const garage = useQuery(garageQuery);
  const routeVehicleId = params.vehicleId ?? params.id;
  const [chosenVehicle, setChosenVehicle] = useState('');
  const vehicleId = routeVehicleId ?? chosenVehicle;
  const vehicle = garage.data?.find((v) => v.id === vehicleId);
  const [step, setStep] = useState<Step>('pick');
  const [type, setType] = useState<DocumentType | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [prepared, setPrepared] = useState<Prepared | null>(null);

  const save = useMutation({
    mutationFn: (record: DocumentRecordInput) => uploadDocument({ file: prepared!.file, vehicleId, record, text: prepared!.text }),
    retry: false,
    onMutate: () => setStep('saving'),
    onSuccess: (doc) => {
      void qc.invalidateQueries({ queryKey: documentKeys.all });
      notify.success(t('documents.add.saved'), { description: doc.title });
      void navigate(`/documents?doc=${doc.id}`);
    },
    onError: (error) => {
      notify.error(documentErrorText(error, t));
      setStep(prepared?.analysis ? 'result' : 'review');
    },
  });

  async function start(file: File) {
    setProblem(null);
    const rule = validateUpload(file);
    if (!rule.ok) {
      const text = uploadRuleText(rule, t);
      setProblem(text);
      notify.error(text);
      return;
    }
    const guessed = type ?? guessTypeFromFileName(file.name);
    setType(guessed);
    setStep('reading');
    const hash = await hashFile(file);
    if (await checkDuplicate(vehicleId, hash)) {
      notify.error(t('documents.errors.duplicate'));
      setProblem(t('documents.errors.duplicate'));
      setStep('pick');
      return;
    }
    const read = await readFileForAnalysis(file);
    setStep('analyzing');
    let analysis: AnalysisResult | null = null;
    try {
      analysis = await analyzeDocument({ documentImage: read.documentImage, documentType: guessed, filename: file.name, pdfText: read.isPdf ? read.pdfText : undefined, vehicleId });
    } catch (error) {
      // SPEC §8: the analysis' own message; the user can still fill in the details by hand.
      notify.error(error instanceof ApiError && error.message && error.status !== 404 ? error.message : t('documents.errors.processFallback'));
    }
    // The file name's type stands when it says something; otherwise the analysis' reading of the content.
    const finalType = guessed !== 'other' ? guessed : (analysis?.documentType ?? guessed);
    setType(finalType);
    setPrepared({ file, text: read.pdfText?.trim() || null, analysis, record: recordFromAnalysis(analysis ?? {}, file.name, finalType) });
    setStep(analysis ? 'result' : 'review');
  }

  if (garage.isLoading) return <LoadingBlock />;
  if (garage.isError) return <ErrorBlock onRetry={() => void garage.refetch()} />;
  if (routeVehicleId && !vehicle) return <ErrorBlock title={t('documents.add.vehicleMissing')} description={t('documents.add.vehicleMissingText')} />;

  const issues = prepared?.analysis ? detectedIssues(prepared.analysis) : [];
  const busy = step === 'reading' || step === 'analyzing' || step === 'saving';
  const currency = vehicle?.currency ?? 'EUR';

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('screens.addDocument')} description={vehicle ? vehicleName(vehicle) : t('documents.add.description')} />
      <Progress step={step} />

      {step === 'pick' && (
        <Card className="space-y-5 p-5 sm:p-6">
          {!routeVehicleId && (
            <div className="space-y-1.5">
              <Label htmlFor="add-doc-vehicle">{t('documents.add.whichVehicle')}</Label>
              {garage.data && garage.data.length > 0 ? (
                <select
                  id="add-doc-vehicle"
                  value={chosenVehicle}
                  onChange={(e) => setChosenVehicle(e.target.value)}
                  className="flex h-10 w-full rounded-md border border-forest-200 bg-white px-3 text-sm"
                >
                  <option value="">{t('documents.add.chooseVehicle')}</option>
                  {garage.data.map((v) => (
                    <option key={v.id} value={v.id}>
                      {vehicleName(v)}
                    </option>
                  ))}
                </select>
              ) : (
                <p className="text-sm text-stone-600">{t('documents.add.noVehicles')}</p>
              )}
            </div>
          )}
          {vehicleId && (
            <>
              <div className="space-y-1.5">
                <Label htmlFor="add-doc-type">{t('documents.fields.documentType')}</Label>
                <select
                  id="add-doc-type"
                  value={type ?? ''}
                  onChange={(e) => setType((e.target.value || null) as DocumentType | null)}
                  className="flex h-10 w-full rounded-md border border-forest-200 bg-white px-3 text-sm"
                >
                  <option value="">{t('documents.add.typeFromName')}</option>
                  <DocumentTypeOptions />
                </select>
              </div>
              <FileDrop onFile={(f) => void start(f)} disabled={busy} />
              {problem && (
                <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                  {problem}
                </p>
              )}
            </>
          )}
        </Card>
      )}

      {busy && (
        <Card className="flex items-center gap-3 p-6" role="status" aria-live="polite">
          <Loader2 className="size-5 animate-spin text-brass-500" aria-hidden />
          <p className="text-sm text-forest-900">{t(`documents.add.progress.${step}`)}</p>
        </Card>
      )}

      {prepared && (step === 'result' || step === 'review') && (
        <Card className="space-y-5 p-5 sm:p-6">
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-forest-50 text-forest-700">
              <DocumentTypeIcon type={prepared.record.documentType} className="size-5" />
            </span>
            <div className="min-w-0">
              <h2 className="truncate font-display text-xl text-forest-900">{prepared.record.title}</h2>
              <p className="flex items-center gap-1.5 text-sm text-stone-600">
                <FileText className="size-4" aria-hidden />
                <span className="truncate">{prepared.file.name}</span> · {formatFileSize(prepared.file.size, language)}
              </p>
            </div>
          </div>
          {prepared.analysis && <AnalysisNotice confidence={prepared.analysis.confidence} issues={issues} />}
          {step === 'result' && prepared.analysis && (
            <>
              <Summary analysis={prepared.analysis} record={prepared.record} currency={currency} />
              <div className="flex flex-wrap gap-3">
                <Button onClick={() => setStep('review')}>{t('documents.analysis.review')}</Button>
                <Button variant="outline" onClick={() => save.mutate({ ...prepared.record, manuallyEdited: false })}>
                  <Check /> {t('documents.analysis.accept')}
                </Button>
              </div>
            </>
          )}
          {step === 'review' && (
            <DocumentReviewForm
              initial={prepared.record}
              defaultCurrency={currency}
              submitLabel={t('documents.review.save')}
              isSubmitting={save.isPending}
              onSubmit={(record) => save.mutate(record)}
              onCancel={() => {
                setPrepared(null);
                setStep('pick');
              }}
            />
          )}
        </Card>
      )}
    </div>
  );
}

function Progress({ step }: { step: Step }) {
  const { t } = useTranslation();
  const current = step === 'pick' ? -1 : step === 'result' ? 2 : STEPS.indexOf(step);
  return (
    <ol className="mb-5 grid grid-cols-4 gap-2 text-xs" aria-label={t('documents.add.stepsLabel')}>
      {STEPS.map((s, i) => (
        <li key={s} aria-current={i === current ? 'step' : undefined} className="space-y-1">
          <div className={`h-1.5 rounded-full ${i < current ? 'bg-forest-700' : i === current ? 'bg-brass-400' : 'bg-cream-200'}`} />
          <span className={i === current ? 'font-medium text-forest-900' : 'text-stone-500'}>{t(`documents.add.steps.${s}`)}</span>
        </li>
      ))}
    </ol>
  );
}

function Summary({ analysis, record, currency: vehicleCurrency }: { analysis: AnalysisResult; record: DocumentRecordInput; currency: string }) {
  const { t, language } = useTranslation();
  // Amounts are the document's own: a € invoice shows €, whatever the vehicle's currency.
  const currency = record.extractedData?.find((p) => p.key === CURRENCY_KEY)?.value ?? vehicleCurrency;
  const rows: [string, string | null][] = [
    [t('documents.fields.documentType'), t(`documents.types.${record.documentType}`)],
    [t('documents.fields.date'), record.date ? formatDate(record.date, language) : null],
    [t('documents.fields.shopName'), record.shopName ?? null],
    [t('documents.fields.serviceMileage'), formatNumber(record.serviceMileage, language)],
    [t('documents.fields.totalCost'), formatMoney(record.totalCost, currency, language)],
    [t('documents.fields.policyNumber'), record.policyNumber ?? null],
    [t('documents.fields.purchasePrice'), formatMoney(record.purchasePrice, currency, language)],
    [t('documents.fields.appraisedValue'), formatMoney(record.appraisedValue, currency, language)],
    [t('documents.fields.registrationNumber'), record.registrationNumber ?? null],
  ];
  return (
    <div className="space-y-3">
      {analysis.summary && <p className="text-sm text-stone-700">{analysis.summary}</p>}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className="flex justify-between gap-3 border-b border-cream-200 pb-1">
              <dt className="text-stone-500">{k}</dt>
              <dd className="text-right font-medium text-forest-900">{v}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
