import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { documentTypes, type DocumentType } from '@shared/documents/document-types';
import { dossierSections, type Dossier, type DossierLanguage, type DossierSection } from '@shared/dossier/dossier-api';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { dossierKey, startDossier } from '../dossier-api';

function CheckboxGroup<T extends string>({
  legend,
  items,
  chosen,
  onChange,
  label,
}: {
  legend: string;
  items: readonly T[];
  chosen: T[];
  onChange: (next: T[]) => void;
  label: (item: T) => string;
}) {
  const { t } = useTranslation();
  const all = chosen.length === items.length;
  return (
    <fieldset>
      <div className="mb-2 flex items-center justify-between gap-3">
        <legend className="text-sm font-medium text-forest-900">{legend}</legend>
        <button type="button" className="text-xs text-forest-700 underline-offset-2 hover:underline" onClick={() => onChange(all ? [] : [...items])}>
          {all ? t('dossier.dialog.none') : t('dossier.dialog.all')}
        </button>
      </div>
      <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
        {items.map((item) => (
          <label key={item} className="flex items-center gap-2 rounded-md px-1 py-0.5 text-sm text-stone-700 hover:bg-cream-100/60">
            <input
              type="checkbox"
              checked={chosen.includes(item)}
              onChange={() => onChange(chosen.includes(item) ? chosen.filter((x) => x !== item) : items.filter((x) => x === item || chosen.includes(x)))}
              className="size-4 accent-forest-700"
            />
            {label(item)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What goes into the dossier: sections, document types and the language it is written in. */
export function CreateDossierDialog({
  vehicleId,
  open,
  onOpenChange,
  initial,
}: {
  vehicleId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: Dossier['options'] | null;
}) {
  const { t, language } = useTranslation();
  const qc = useQueryClient();
  const [sections, setSections] = useState<DossierSection[]>([...dossierSections]);
  const [types, setTypes] = useState<DocumentType[]>([...documentTypes]);
  const [lang, setLang] = useState<DossierLanguage>(language === 'de' ? 'de' : 'en');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Each time it opens: the last dossier's choice, or everything, in the user's language.
  useEffect(() => {
    if (!open) return;
    setSections(initial ? [...initial.sections] : [...dossierSections]);
    setTypes(initial ? [...initial.documentTypes] : [...documentTypes]);
    setLang(language === 'de' ? 'de' : 'en');
    setError(null);
  }, [open, initial, language]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (sections.length === 0) return setError(t('dossier.errors.nothing'));
    setBusy(true);
    try {
      await startDossier(vehicleId, { sections, documentTypes: types, language: lang });
      await qc.invalidateQueries({ queryKey: dossierKey(vehicleId) });
      onOpenChange(false);
    } catch (e) {
      setError(t(e instanceof ApiError && e.status === 409 ? 'dossier.errors.busy' : 'dossier.errors.unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('dossier.dialog.title')} description={t('dossier.dialog.text')} className="max-w-lg">
      <form onSubmit={submit} noValidate className="mt-5 space-y-5">
        {error && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <CheckboxGroup
          legend={t('dossier.dialog.sections')}
          items={dossierSections}
          chosen={sections}
          onChange={setSections}
          label={(s) => t(`dossier.sections.${s}`)}
        />
        {sections.includes('documents') && (
          <CheckboxGroup
            legend={t('dossier.dialog.documentTypes')}
            items={documentTypes}
            chosen={types}
            onChange={setTypes}
            label={(d) => t(`dossier.documentTypes.${d}`)}
          />
        )}
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-forest-900">{t('dossier.dialog.language')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(['en', 'de'] as const).map((l) => (
              <label
                key={l}
                className={`cursor-pointer rounded-lg border px-3 py-2 text-sm ${lang === l ? 'border-forest-700 bg-forest-50 text-forest-900' : 'border-forest-200 text-stone-700'}`}
              >
                <input type="radio" name="dossier-language" value={l} checked={lang === l} onChange={() => setLang(l)} className="sr-only" />
                {t(`dossier.languages.${l}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('dossier.dialog.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('dossier.dialog.submit')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
