import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import FileText from 'lucide-react/icons/file-text';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Story } from '@shared/stories/story-schema';
import type { Vehicle } from '@shared/vehicles/vehicle-schema';
import { formatDate } from '@shared/format/date';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { saveStory, storyKeys, uploadStoryPhotos, vehicleDocumentsQuery } from '../api/stories-api';
import { clearStoryDraft, readStoryDraft, storyDraftKey, writeStoryDraft, type StoryDraft } from '../hooks/story-draft';
import { fieldErrors } from './field-errors';
import { MarkdownEditor } from './markdown-editor';
import { StoryPhotoPicker } from './story-photo-picker';

type Values = StoryDraft['values'];

const fromStory = (s: Story): Values => ({
  title: s.title,
  date: s.date,
  dateEnd: s.dateEnd,
  body: s.body,
  tags: s.tags,
  photoIds: s.photos.map((p) => p.id),
  documentIds: s.documents.map((d) => d.id),
  status: s.status,
  shareable: s.shareable,
});

const emptyValues: Values = { title: '', date: null, dateEnd: null, body: '', tags: [], photoIds: [], documentIds: [], status: 'draft', shareable: false };

export function StoryForm({ vehicle, story, initial }: { vehicle: Vehicle; story?: Story; initial?: Partial<Values> }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draftKey = storyDraftKey(vehicle.id, story?.id ?? null);
  const [restored] = useState(() => readStoryDraft(draftKey));
  const [values, setValues] = useState<Values>(() => restored?.values ?? { ...emptyValues, ...(story ? fromStory(story) : {}), ...initial });
  const [isDirty, setDirty] = useState(false);
  const [gallery, setGallery] = useState(vehicle.photos);
  const [tagText, setTagText] = useState('');
  const documents = useQuery(vehicleDocumentsQuery(vehicle.id));
  const isPeriod = values.dateEnd !== null;

  // Kept on every change, so that a reload or a crash loses nothing.
  useEffect(() => {
    if (isDirty) writeStoryDraft(draftKey, values);
  }, [draftKey, isDirty, values]);

  const set = (patch: Partial<Values>) => {
    setDirty(true);
    setValues((v) => ({ ...v, ...patch }));
  };

  const save = useMutation({
    mutationFn: (status: 'draft' | 'published') => saveStory(vehicle.id, story?.id ?? null, { ...values, status, tags: withPendingTag() }),
    onSuccess: (saved, status) => {
      clearStoryDraft(draftKey);
      queryClient.setQueryData(storyKeys.detail(vehicle.id, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: storyKeys.list(vehicle.id) });
      notify.success(t(status === 'published' ? 'stories.form.published' : 'stories.form.savedDraft'));
      navigate(`/vehicle/${vehicle.id}/stories/${saved.id}`);
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.issues)) notify.error(t('stories.form.saveFailed'));
    },
  });
  const errors = fieldErrors(save.error, t);

  const withPendingTag = () => {
    const extra = tagText.trim().replace(/^#/, '');
    return extra && !values.tags?.includes(extra) ? [...(values.tags ?? []), extra] : (values.tags ?? []);
  };
  const addTag = () => {
    const tags = withPendingTag();
    if (tags !== values.tags) set({ tags });
    setTagText('');
  };

  const upload = async (files: File[]) => {
    const known = new Set(gallery.map((p) => p.id));
    const updated = await uploadStoryPhotos(vehicle.id, files);
    setGallery(updated.photos);
    queryClient.setQueryData(['vehicles', 'detail', vehicle.id], updated);
    return updated.photos.filter((p) => !known.has(p.id));
  };

  const discardDraft = () => {
    clearStoryDraft(draftKey);
    setDirty(false);
    setValues({ ...emptyValues, ...(story ? fromStory(story) : {}), ...initial });
  };

  return (
    <form
      className="space-y-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate('published');
      }}
    >
      {restored && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brass-300 bg-brass-300/20 px-4 py-3 text-sm text-forest-900"
        >
          <span>{t('stories.form.draftRestored', { time: new Date(restored.savedAt).toLocaleString(language === 'de' ? 'de-DE' : 'en-US') })}</span>
          <Button type="button" variant="ghost" size="sm" onClick={discardDraft}>
            <RotateCcw aria-hidden />
            {t('stories.form.discardDraft')}
          </Button>
        </div>
      )}

      <section className="space-y-5 rounded-xl border border-cream-200 bg-white p-5 shadow-sm md:p-6">
        <FormField id="story-title" label={t('stories.form.title')} error={errors.title}>
          <Input
            id="story-title"
            value={values.title}
            maxLength={200}
            onChange={(e) => set({ title: e.target.value })}
            aria-invalid={errors.title ? true : undefined}
            className="h-12 font-display text-xl"
            placeholder={t('stories.form.titlePlaceholder')}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <FormField id="story-date" label={isPeriod ? t('stories.form.from') : t('stories.form.date')} error={errors.date}>
            <Input id="story-date" type="date" value={values.date ?? ''} onChange={(e) => set({ date: e.target.value || null })} />
          </FormField>
          {isPeriod ? (
            <FormField id="story-date-end" label={t('stories.form.to')} error={errors.dateEnd}>
              <Input
                id="story-date-end"
                type="date"
                value={values.dateEnd ?? ''}
                min={values.date ?? undefined}
                onChange={(e) => set({ dateEnd: e.target.value || null })}
              />
            </FormField>
          ) : (
            <div />
          )}
          <label className="flex h-10 items-center gap-2 text-sm text-forest-900">
            <input
              type="checkbox"
              className="size-4 accent-forest-700"
              checked={isPeriod}
              onChange={(e) => set({ dateEnd: e.target.checked ? (values.date ?? '') : null })}
            />
            {t('stories.form.isPeriod')}
          </label>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="story-body" className="text-sm font-medium text-forest-900">
            {t('stories.form.body')}
          </label>
          <MarkdownEditor id="story-body" value={values.body} onChange={(body) => set({ body })} error={errors.body} />
          {errors.body && (
            <p id="story-body-error" role="alert" className="text-sm text-red-700">
              {errors.body}
            </p>
          )}
        </div>
        <FormField id="story-tags" label={t('stories.form.tags')} hint={t('stories.form.tagsHint')} error={errors.tags}>
          <div className="flex flex-wrap items-center gap-2 rounded-md border border-forest-200 bg-white px-2 py-1.5 focus-within:border-brass-500">
            {values.tags?.map((tag) => (
              <span key={tag} className="inline-flex items-center gap-1 rounded-full bg-forest-50 px-2.5 py-0.5 text-sm text-forest-800">
                #{tag}
                <button
                  type="button"
                  aria-label={t('stories.form.removeTag', { tag })}
                  className="text-forest-600 hover:text-red-700"
                  onClick={() => set({ tags: values.tags?.filter((x) => x !== tag) })}
                >
                  ×
                </button>
              </span>
            ))}
            <input
              id="story-tags"
              value={tagText}
              maxLength={40}
              onChange={(e) => setTagText(e.target.value.replace(/,/g, ''))}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ',') {
                  e.preventDefault();
                  addTag();
                }
              }}
              onBlur={addTag}
              className="min-w-[8rem] flex-1 border-0 bg-transparent py-1 text-sm focus:outline-none"
            />
          </div>
        </FormField>
      </section>

      <section className="space-y-4 rounded-xl border border-cream-200 bg-white p-5 shadow-sm md:p-6">
        <div>
          <h2 className="font-display text-xl font-semibold text-forest-900">{t('stories.photos.title')}</h2>
          <p className="text-sm text-stone-600">{t('stories.photos.hint')}</p>
        </div>
        {errors.photoIds && (
          <p role="alert" className="text-sm text-red-700">
            {errors.photoIds}
          </p>
        )}
        <StoryPhotoPicker
          gallery={gallery}
          selected={values.photoIds ?? []}
          onChange={(photoIds) => set({ photoIds })}
          onUpload={upload}
          canUpload={vehicle.status === 'owned'}
        />
      </section>

      <section className="space-y-3 rounded-xl border border-cream-200 bg-white p-5 shadow-sm md:p-6">
        <h2 className="font-display text-xl font-semibold text-forest-900">{t('stories.documents.title')}</h2>
        {errors.documentIds && (
          <p role="alert" className="text-sm text-red-700">
            {errors.documentIds}
          </p>
        )}
        {documents.data?.length ? (
          <ul className="max-h-72 divide-y divide-cream-200 overflow-auto rounded-lg border border-cream-200">
            {documents.data.map((d) => (
              <li key={d.id}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-cream-50">
                  <input
                    type="checkbox"
                    className="size-4 accent-forest-700"
                    checked={values.documentIds?.includes(d.id) ?? false}
                    onChange={(e) =>
                      set({ documentIds: e.target.checked ? [...(values.documentIds ?? []), d.id] : values.documentIds?.filter((x) => x !== d.id) })
                    }
                  />
                  <FileText className="size-4 text-forest-600" aria-hidden />
                  <span className="flex-1 text-sm text-forest-900">{d.title}</span>
                  <span className="text-xs text-stone-500">{formatDate(d.date, language)}</span>
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-500">{documents.isPending ? t('common.loading') : t('stories.documents.none')}</p>
        )}
      </section>

      <section className="flex flex-col gap-4 rounded-xl border border-cream-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between md:p-6">
        <label className="flex items-start gap-3 text-sm text-forest-900">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-forest-700"
            checked={values.shareable ?? false}
            onChange={(e) => set({ shareable: e.target.checked })}
          />
          <span>
            <span className="block font-medium">{t('stories.form.shareable')}</span>
            <span className="block text-stone-600">{t('stories.form.shareableHint')}</span>
          </span>
        </label>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="outline" disabled={save.isPending} onClick={() => save.mutate('draft')}>
            {t('stories.form.saveDraft')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t('stories.form.publish')}
          </Button>
        </div>
      </section>
    </form>
  );
}
