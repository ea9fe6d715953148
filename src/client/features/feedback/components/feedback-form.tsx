import { useMutation, useQueryClient } from '@tanstack/react-query';
import ImagePlus from 'lucide-react/icons/image-plus';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Bug from 'lucide-react/icons/bug';
import Heart from 'lucide-react/icons/heart';
import Star from 'lucide-react/icons/star';
import X from 'lucide-react/icons/x';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FEEDBACK_MESSAGE_MAX, feedbackCategories, feedbackMessages } from '@shared/feedback/feedback-schema';
import { validateUpload } from '@shared/documents/upload-rules';
import { FormField, textareaClass } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { feedbackKeys, sendFeedback } from '../api/feedback-api';

const icons = { idea: Lightbulb, problem: Bug, praise: Heart };
const keyByMessage = new Map<string, string>(Object.entries(feedbackMessages).map(([k, m]) => [m, k]));
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export function FeedbackForm({ pagePath }: { pagePath: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [category, setCategory] = useState<(typeof feedbackCategories)[number]>('idea');
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const preview = useMemo(() => (screenshot ? URL.createObjectURL(screenshot) : null), [screenshot]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const send = useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => {
      notify.success(t('feedback.form.thanks'), { description: t('feedback.form.thanksText') });
      setMessage('');
      setRating(null);
      setScreenshot(null);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.mine });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.issues?.length) {
        setErrors(
          Object.fromEntries(
            error.issues.map((i) => {
              const field = i.path.replace(/^body\./, '');
              const key = keyByMessage.get(i.message);
              // Upload refusals are SPEC §8's own sentences; the rest map to translated texts.
              return [field, field === 'screenshot' ? i.message : t(`feedback.errors.${key ?? 'invalid'}`)];
            }),
          ),
        );
      } else notify.error(t('feedback.form.failed'));
    },
  });

  const pickScreenshot = (file: File | undefined) => {
    if (!file) return;
    const check = validateUpload(file);
    const next = { ...errors };
    delete next.screenshot;
    if (!check.ok) next.screenshot = check.message;
    else if (!IMAGE_TYPES.includes(file.type)) next.screenshot = t('feedback.errors.imageOnly');
    setErrors(next);
    setScreenshot(next.screenshot ? null : file);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = () => {
    const trimmed = message.trim();
    const found: Record<string, string> = {};
    if (!trimmed) found.message = t('feedback.errors.required');
    else if (trimmed.length > FEEDBACK_MESSAGE_MAX) found.message = t('feedback.errors.tooLong');
    setErrors(found);
    if (!Object.keys(found).length) send.mutate({ category, message: trimmed, rating, pagePath, screenshot });
  };

  return (
    <form
      noValidate
      className="space-y-6 rounded-2xl border border-cream-200 bg-white p-5 shadow-sm md:p-6"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-forest-900">{t('feedback.form.category')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {feedbackCategories.map((c) => {
            const Icon = icons[c];
            return (
              <label
                key={c}
                className="flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border border-forest-200 px-2 py-3 text-sm text-forest-900 transition has-[:checked]:border-forest-700 has-[:checked]:bg-forest-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brass-300"
              >
                <input type="radio" name="feedback-category" value={c} checked={category === c} onChange={() => setCategory(c)} className="sr-only" />
                <Icon className="size-5 text-brass-700" aria-hidden />
                {t(`feedback.categories.${c}`)}
              </label>
            );
          })}
        </div>
      </fieldset>

      <FormField id="feedback-message" label={t('feedback.form.message')} error={errors.message}>
        <textarea
          id="feedback-message"
          className={cn(textareaClass, 'min-h-40')}
          value={message}
          maxLength={FEEDBACK_MESSAGE_MAX}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={errors.message ? true : undefined}
          placeholder={t(`feedback.placeholders.${category}`)}
        />
        <p className="text-right text-xs text-stone-500">{t('feedback.form.count', { count: message.length, max: FEEDBACK_MESSAGE_MAX })}</p>
      </FormField>

      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-forest-900">
          {t('feedback.form.rating')} <span className="font-normal text-stone-500">{t('feedback.form.optional')}</span>
        </legend>
        <div className="flex items-center gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              aria-label={t('feedback.form.stars', { count: n })}
              aria-pressed={rating === n}
              onClick={() => setRating(rating === n ? null : n)}
              className="rounded p-1 text-brass-500 hover:scale-110"
            >
              <Star className={cn('size-7', rating !== null && n <= rating ? 'fill-brass-400' : 'fill-transparent')} aria-hidden />
            </button>
          ))}
        </div>
      </fieldset>

      <div className="space-y-1.5">
        <p className="text-sm font-medium text-forest-900">
          {t('feedback.form.screenshot')} <span className="font-normal text-stone-500">{t('feedback.form.optional')}</span>
        </p>
        <input
          ref={fileInput}
          id="feedback-screenshot"
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          className="sr-only"
          onChange={(e) => pickScreenshot(e.target.files?.[0])}
        />
        {screenshot ? (
          <div className="flex items-center gap-3 rounded-lg border border-cream-200 bg-cream-50 p-2 text-sm">
            <img src={preview ?? ''} alt="" className="h-12 w-16 rounded object-cover" />
            <span className="min-w-0 flex-1 truncate">{screenshot.name}</span>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              onClick={() => setScreenshot(null)}
              aria-label={t('feedback.form.removeScreenshot')}
            >
              <X aria-hidden />
            </Button>
          </div>
        ) : (
          <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
            <ImagePlus aria-hidden />
            {t('feedback.form.addScreenshot')}
          </Button>
        )}
        <label htmlFor="feedback-screenshot" className="block text-xs text-stone-500">
          {t('feedback.form.screenshotHint')}
        </label>
        {errors.screenshot && (
          <p role="alert" className="text-sm text-red-700">
            {errors.screenshot}
          </p>
        )}
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-cream-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-stone-500">{pagePath ? t('feedback.form.from', { path: pagePath }) : t('feedback.form.fromNone')}</p>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('feedback.form.sending') : t('feedback.form.send')}
        </Button>
      </div>
    </form>
  );
}
