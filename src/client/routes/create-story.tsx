import { useQuery } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDate } from '@shared/format/date';
import { timelineOutline } from '@shared/stories/timeline-outline';
import { ErrorBlock } from '@/components/error-block';
import { LoadingBlock } from '@/components/loading-block';
import { PageHeader } from '@/components/page-header';
import { fetchTimeline, storyQuery, storyVehicleQuery } from '@/features/stories/api/stories-api';
import { StoryForm } from '@/features/stories/components/story-form';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';

const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Writes a new story, edits one (`?story=<id>`), or starts one from the timeline (`?from=…&to=…`). */
export default function CreateStoryScreen() {
  const { t, language } = useTranslation();
  const { vehicleId = '' } = useParams();
  const [params] = useSearchParams();
  const storyId = params.get('story');
  const from = params.get('from');
  const to = params.get('to');
  const fromTimeline = !storyId && isDay(from) && isDay(to) && to >= from;
  const vehicle = useQuery(storyVehicleQuery(vehicleId));
  const story = useQuery({ ...storyQuery(vehicleId, storyId ?? ''), enabled: Boolean(storyId) });
  const events = useQuery({
    queryKey: ['stories', vehicleId, 'timeline', from, to],
    queryFn: () => fetchTimeline(vehicleId, from!, to!),
    enabled: fromTimeline,
    staleTime: 0,
  });

  const failed = [vehicle, story, events].find((q) => q.isError);
  if (failed) {
    const missing = failed.error instanceof ApiError && failed.error.status === 404;
    return <ErrorBlock title={missing ? t('stories.errors.notFound') : undefined} onRetry={missing ? undefined : () => void failed.refetch()} />;
  }
  if (vehicle.isPending || (storyId && story.isPending) || (fromTimeline && events.isPending)) return <LoadingBlock />;
  const v = vehicle.data!;

  let initial;
  if (fromTimeline && events.data) {
    const month = (d: string) =>
      new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
    const body = events.data.length
      ? timelineOutline(
          events.data,
          {
            intro: t('stories.timeline.intro'),
            purchase: t('stories.timeline.purchase'),
            sale: t('stories.timeline.sale'),
            rewrite: t('stories.timeline.rewrite'),
          },
          month,
          (d) => formatDate(d, language),
        )
      : `_${t('stories.timeline.noEvents')}_\n`;
    initial = {
      title: t('stories.timeline.defaultTitle', { from: formatDate(from, language), to: formatDate(to, language) }),
      date: from,
      dateEnd: to,
      body,
      documentIds: [...new Set(events.data.flatMap((e) => (e.documentId ? [e.documentId] : [])))],
    };
  }

  const isEdit = Boolean(story.data);
  return (
    <div className="mx-auto max-w-5xl">
      <Link
        to={story.data ? `/vehicle/${vehicleId}/stories/${story.data.id}` : `/vehicle/${vehicleId}/stories`}
        className="mb-4 inline-flex items-center gap-1 text-sm text-forest-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {isEdit ? t('stories.page.backToStory') : t('stories.page.back')}
      </Link>
      <PageHeader
        title={isEdit ? t('stories.form.editTitle') : t('stories.form.newTitle')}
        description={fromTimeline ? t('stories.timeline.formHint', { count: events.data?.length ?? 0 }) : `${v.year} ${v.make} ${v.model}`}
      />
      <StoryForm key={`${storyId ?? 'new'}-${from ?? ''}-${to ?? ''}`} vehicle={v} story={story.data} initial={initial} />
    </div>
  );
}
