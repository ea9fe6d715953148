import { useQuery } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import BookOpen from 'lucide-react/icons/book-open';
import PenLine from 'lucide-react/icons/pen-line';
import { Link, useParams } from 'react-router';
import { ErrorBlock } from '@/components/error-block';
import { LoadingBlock } from '@/components/loading-block';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { storiesQuery, storyVehicleQuery } from '@/features/stories/api/stories-api';
import { StoryCard } from '@/features/stories/components/story-card';
import { TimelineStartButton } from '@/features/stories/components/timeline-start-dialog';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';

export default function StoriesScreen() {
  const { t } = useTranslation();
  const { vehicleId = '' } = useParams();
  const vehicle = useQuery(storyVehicleQuery(vehicleId));
  const stories = useQuery(storiesQuery(vehicleId));
  if (vehicle.isPending || stories.isPending) return <LoadingBlock />;
  if (vehicle.isError || stories.isError) {
    const missing = [vehicle.error, stories.error].some((e) => e instanceof ApiError && e.status === 404);
    return (
      <ErrorBlock
        title={missing ? t('stories.errors.vehicleNotFound') : t('stories.list.loadError')}
        onRetry={missing ? undefined : () => void stories.refetch()}
      />
    );
  }
  const v = vehicle.data;
  const name = `${v.year} ${v.make} ${v.model}`;
  return (
    <div className="mx-auto max-w-6xl">
      <Link to={`/vehicle/${vehicleId}`} className="mb-4 inline-flex items-center gap-1 text-sm text-forest-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {name}
      </Link>
      <PageHeader
        title={t('stories.list.title')}
        description={t('stories.list.description', { vehicle: name })}
        actions={
          stories.data.length > 0 && (
            <div className="flex flex-wrap gap-2">
              <TimelineStartButton vehicleId={vehicleId} />
              <Button asChild>
                <Link to={`/vehicle/${vehicleId}/create-story`}>
                  <PenLine aria-hidden />
                  {t('stories.list.write')}
                </Link>
              </Button>
            </div>
          )
        }
      />
      {stories.data.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-forest-200 bg-white px-6 py-16 text-center">
          <BookOpen className="size-10 text-brass-500" aria-hidden />
          <h2 className="font-display text-2xl text-forest-900">{t('stories.list.emptyTitle')}</h2>
          <p className="max-w-md text-stone-600">{t('stories.list.emptyText', { vehicle: name })}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link to={`/vehicle/${vehicleId}/create-story`}>
                <PenLine aria-hidden />
                {t('stories.list.write')}
              </Link>
            </Button>
            <TimelineStartButton vehicleId={vehicleId} />
          </div>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {stories.data.map((s, i) => (
            <StoryCard key={s.id} story={s} vehicleId={vehicleId} isFirst={i < 3} />
          ))}
        </ul>
      )}
    </div>
  );
}
