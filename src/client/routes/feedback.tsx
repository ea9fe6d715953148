import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { FeedbackForm } from '@/features/feedback/components/feedback-form';
import { MyFeedback } from '@/features/feedback/components/my-feedback';
import { useTranslation } from '@/lib/i18n';
import { previousPath } from '@/lib/previous-path';

export default function FeedbackScreen() {
  const { t } = useTranslation();
  // The page the user was on when they opened the form, fixed for this visit.
  const [from] = useState(() => {
    const path = previousPath();
    return path && !path.startsWith('/feedback') ? path.slice(0, 500) : null;
  });
  return (
    <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0">
        <PageHeader title={t('feedback.title')} description={t('feedback.description')} />
        <FeedbackForm pagePath={from} />
      </div>
      <section aria-labelledby="my-feedback" className="min-w-0 lg:pt-2">
        <h2 id="my-feedback" className="mb-4 font-display text-2xl font-semibold text-forest-900">
          {t('feedback.mine.title')}
        </h2>
        <MyFeedback />
      </section>
    </div>
  );
}
