import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Check from 'lucide-react/icons/check';
import FileText from 'lucide-react/icons/file-text';
import Loader2 from 'lucide-react/icons/loader-circle';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { detectedIssues, type AnalysisResult } from '@shared/analysis/analysis-result';
import type { DocumentRecordInput } from '@shared/documents/document-record';
import { guessTypeFromFileName, type DocumentType } from '@shared/documents/document-types';
import { recordFromAnalysis } from '@shared/documents/record-from-analysis';
import { validateUpload } from '@shared/documents/upload-rules';
import { AnalysisNotice } from '@/components/analysis-notice';
import { DocumentReviewForm } from '@/components/document-review-form';
import { DocumentTypeIcon } from '@/components/document-type-icon';
import { ErrorBlock } from '@/components/error-block';
import { LoadingBlock } from '@/components/loading-block';
import { NotFoundBlock } from '@/components/not-found-block';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { documentKeys } from '@/features/documents/documents-api';
import { garageQuery } from '@/lib/garage-query';
import { analysisErrorText, documentErrorText, uploadRuleText } from '@/features/documents/error-text';
import { FileDrop } from '@/features/documents/file-drop';
import { formatFileSize, formatNumber } from '@/features/documents/format';
import { formatMoney } from '@shared/format/money';
import { formatDate } from '@shared/format/date';
import { analyzeFile, saveDocument } from '@/lib/document-intake';
import type { IntakeTicket } from '@shared/documents/intake-api';
import { vehicleName } from '@/features/documents/vehicle-name';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { notify } from '@/lib/notify';
import { DocumentTypeOptions } from '@/features/documents/document-type-options';
import { useDocumentTaskFollowUp } from '@/features/tasks/components/document-task-proposals';
import { documentTypes } from '@shared/documents/document-types';

type Step = 'pick' | 'reading' | 'analyzing' | 'result' | 'review' | 'saving';
const STEPS: Step[] = ['reading', 'analyzing', 'review', 'saving'];

interface Prepared {
  file: File;
  /** The server keeps the analysed file under this ticket; the save refers to it. */
  ticket: IntakeTicket | null;
  analysis: AnalysisResult | null;
  record: DocumentRecordInput;
}

/**
 * SPEC §2 AddDocument (/vehicle/:vehicleId/add-document, /vehicle/:id/maintenance, /add-document):
 * pick a file, send it once to be read and analysed, show what it found and how sure it is, then
 * Review Details or Accept as-is. Nothing becomes a document until the user saves.
 */
export default function AddDocumentScreen() {
  const { t, language } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const garage = useQuery(garageQuery);
  const routeVehicleId = params.vehicleId ?? params.id;
  const [chosenVehicle, setChosenVehicle] = useState('');
  // A garage of one needs no choice: its vehicle is taken, and the drop zone shows at once.
  const onlyVehicle = garage.data?.length === 1 ? garage.data[0].id : '';
  const vehicleId = routeVehicleId ?? (chosenVehicle || onlyVehicle);
  const vehicle = garage.data?.find((v) => v.id === vehicleId);
  const [step, setStep] = useState<Step>('pick');
  const [search] = useSearchParams();
  // A task being completed sends the user here with the type its work leaves (tasks feature).
  const presetType = search.get('type');
  const [type, setType] = useState<DocumentType | null>(() =>
    (documentTypes as readonly string[]).includes(presetType ?? '') ? (presetType as DocumentType) : null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const taskFollowUp = useDocumentTaskFollowUp({ vehicleId, record: prepared?.record, search, odometerUnit: vehicle?.odometerUnit ?? null });

  const save = useMutation({
    mutationFn: (record: DocumentRecordInput) => saveDocument({ file: prepared!.file, vehicleId, record, ticket: prepared!.ticket }),
    retry: false,
    onMutate: () => setStep('saving'),
    onSuccess: (doc, record) => {
      void taskFollowUp.afterSave(doc.id, record);
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
    let analysis: AnalysisResult | null = null;
    let ticket: IntakeTicket | null = null;
    try {
      const sent = analyzeFile(file, { vehicleId, documentType: guessed });
      setStep('analyzing');
      ({ analysis, ticket } = await sent);
    } catch (error) {
      // SPEC §8: the analysis' own message; the user can still fill in the details by hand.
      notify.error(analysisErrorText(error, t));
    }
    if (ticket?.duplicate) {
      notify.error(t('documents.errors.duplicate'));
      setProblem(t('documents.errors.duplicate'));
      setStep('pick');
      return;
    }
    // The file name's type stands when it says something; otherwise the analysis' reading of the content.
    const finalType = guessed !== 'other' ? guessed : (analysis?.documentType ?? guessed);
    setType(finalType);
    setPrepared({ file, ticket, analysis, record: recordFromAnalysis(analysis ?? {}, file.name, finalType) });
    setStep(analysis ? 'result' : 'review');
  }

  const isVehicleMissing = Boolean(routeVehicleId && garage.isSuccess && !vehicle);
  // A missing vehicle's block names the tab itself.
  useDocumentTitle(isVehicleMissing ? undefined : vehicle ? `${t('screens.addDocument')}: ${vehicle.make} ${vehicle.model}` : t('screens.addDocument'));

  if (garage.isLoading) return <LoadingBlock />;
  if (garage.isError) return <ErrorBlock onRetry={() => void garage.refetch()} />;
  if (routeVehicleId && !vehicle) return <NotFoundBlock title={t('documents.add.vehicleMissing')} description={t('documents.add.vehicleMissingText')} />;

  const issues = prepared?.analysis ? detectedIssues(prepared.analysis) : [];
  const busy = step === 'reading' || step === 'analyzing' || step === 'saving';
  const currency = vehicle?.currency ?? 'EUR';
  const odometerUnit = vehicle?.odometerUnit ?? 'km';

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
                  value={vehicleId}
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
              <h2 className="line-clamp-2 break-words font-display text-xl text-forest-900">{prepared.record.title}</h2>
              <p className="flex items-center gap-1.5 text-sm text-stone-600">
                <FileText className="size-4" aria-hidden />
                <span className="truncate">{prepared.file.name}</span> · {formatFileSize(prepared.file.size, language)}
              </p>
            </div>
          </div>
          {prepared.analysis && <AnalysisNotice confidence={prepared.analysis.confidence} issues={issues} />}
          {taskFollowUp.panel}
          {step === 'result' && prepared.analysis && (
            <>
              <Summary analysis={prepared.analysis} record={prepared.record} currency={currency} odometerUnit={odometerUnit} />
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

function Summary({
  analysis,
  record,
  currency: vehicleCurrency,
  odometerUnit,
}: {
  analysis: AnalysisResult;
  record: DocumentRecordInput;
  currency: string;
  odometerUnit: string;
}) {
  const { t, language } = useTranslation();
  // Amounts in the document's own currency; the vehicle's only when the document names none.
  const currency = record.currency ?? vehicleCurrency;
  const money = (minor: number | null | undefined) => (minor === null || minor === undefined ? null : formatMoney(minor, currency, language));
  // The unit the document printed, else the one the vehicle's odometer counts in.
  const mileageUnit = analysis.extractedData.find((p) => p.key === 'mileageUnit')?.value ?? odometerUnit;
  const rows: [string, string | null][] = [
    [t('documents.fields.documentType'), t(`documents.types.${record.documentType}`)],
    [t('documents.fields.date'), record.date ? formatDate(record.date, language) : null],
    [t('documents.fields.shopName'), record.shopName ?? null],
    [t('documents.fields.serviceMileage'), record.serviceMileage != null ? `${formatNumber(record.serviceMileage, language)} ${mileageUnit}` : null],
    [t('documents.fields.totalCost'), money(record.totalCost)],
    [t('documents.fields.policyNumber'), record.policyNumber ?? null],
    [t('documents.fields.purchasePrice'), money(record.purchasePrice)],
    [t('documents.fields.appraisedValue'), money(record.appraisedValue)],
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
