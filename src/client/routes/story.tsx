import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import FileText from 'lucide-react/icons/file-text';
import Pencil from 'lucide-react/icons/pencil';
import Share2 from 'lucide-react/icons/share-2';
import Trash2 from 'lucide-react/icons/trash';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDate } from '@shared/format/date';
import { ErrorBlock } from '@/components/error-block';
import { LoadingBlock } from '@/components/loading-block';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { deleteStory, storyKeys, storyQuery } from '@/features/stories/api/stories-api';
import { storyDates } from '@/features/stories/components/story-dates';
import { coverSizes, StoryPhoto } from '@/features/stories/components/story-photo';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { queryClient as sharedQueryClient } from '@/lib/query-client';

/**
 * Starts reading the story while the session and the screen's code still load, and the cover
 * photo as soon as the story is here, before React renders it: the first photo is the budget.
 */
// The Markdown renderer is its own chunk: it loads while the story and its first photo do.
const MarkdownView = lazy(() => import('@/features/stories/components/markdown-view').then((m) => ({ default: m.MarkdownView })));

export function loader(args?: { params?: { vehicleId?: string; storyId?: string } }) {
  // Called once with the router's params, and once earlier (without) as soon as the code is here.
  const fromPath = /^\/vehicle\/([^/]+)\/stories\/([^/]+)$/.exec(window.location.pathname);
  const vehicleId = args?.params?.vehicleId ?? (fromPath && decodeURIComponent(fromPath[1]));
  const storyId = args?.params?.storyId ?? (fromPath && decodeURIComponent(fromPath[2]));
  if (!vehicleId || !storyId) return null;
  void import('@/features/stories/components/markdown-view');
  void sharedQueryClient.fetchQuery(storyQuery(vehicleId, storyId)).then(
    (story) => {
      const cover = story.photos[0];
      if (!cover) return;
      const img = new Image();
      img.fetchPriority = 'high';
      img.sizes = coverSizes;
      img.srcset = `${cover.thumbUrl} 400w, ${cover.displayUrl} 1600w`;
    },
    () => undefined,
  );
  return null;
}

export default function StoryScreen() {
  const { t, language } = useTranslation();
  const { vehicleId = '', storyId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);
  const query = useQuery(storyQuery(vehicleId, storyId));
  const remove = useMutation({
    mutationFn: () => deleteStory(vehicleId, storyId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: storyKeys.detail(vehicleId, storyId) });
      void queryClient.invalidateQueries({ queryKey: storyKeys.list(vehicleId) });
      notify.success(t('stories.page.deleted'));
      navigate(`/vehicle/${vehicleId}/stories`);
    },
    onError: () => notify.error(t('stories.page.deleteFailed')),
  });

  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return <ErrorBlock title={missing ? t('stories.errors.notFound') : undefined} onRetry={missing ? undefined : () => void query.refetch()} />;
  }
  const story = query.data;
  const [cover, ...more] = story.photos;
  const dates = storyDates(story, language);

  return (
    <article className="mx-auto max-w-5xl pb-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <Link to={`/vehicle/${vehicleId}/stories`} className="inline-flex items-center gap-1 text-sm text-forest-700 hover:underline">
          <ArrowLeft className="size-4" aria-hidden />
          {t('stories.page.back')}
        </Link>
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={`/vehicle/${vehicleId}/create-story?story=${story.id}`}>
              <Pencil aria-hidden />
              {t('stories.page.edit')}
            </Link>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden />
            {t('stories.page.delete')}
          </Button>
        </div>
      </div>

      <header className="mx-auto mb-8 max-w-[42rem] text-center">
        {story.status === 'draft' && (
          <p className="mb-3 inline-block rounded-full bg-forest-900 px-3 py-0.5 text-xs font-medium text-cream-50">{t('stories.list.draft')}</p>
        )}
        {dates && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brass-700">{dates}</p>}
        <h1 className="mt-3 font-display text-4xl font-semibold leading-tight text-forest-900 md:text-5xl">{story.title}</h1>
        {(story.tags.length > 0 || story.shareable) && (
          <p className="mt-4 flex flex-wrap justify-center gap-x-3 gap-y-1 text-sm text-stone-500">
            {story.tags.map((tag) => (
              <span key={tag}>#{tag}</span>
            ))}
            {story.shareable && (
              <span className="inline-flex items-center gap-1">
                <Share2 className="size-3.5" aria-hidden />
                {t('stories.list.shareable')}
              </span>
            )}
          </p>
        )}
      </header>

      {cover && (
        <figure className="-mx-4 mb-10 md:mx-0">
          <StoryPhoto photo={cover} isFirst />
        </figure>
      )}

      {story.body.trim() ? (
        <Suspense fallback={<div className="mx-auto min-h-40 max-w-[42rem]" />}>
          <MarkdownView source={story.body} className="mx-auto max-w-[42rem]" />
        </Suspense>
      ) : (
        <p className="mx-auto max-w-[42rem] text-center text-stone-500">{t('stories.page.noText')}</p>
      )}

      {more.length > 0 && (
        <div className="mt-12 space-y-6">
          {more.map((p) => (
            <figure key={p.id} className="-mx-4 md:mx-0">
              <StoryPhoto photo={p} isFirst={false} />
            </figure>
          ))}
        </div>
      )}

      {story.documents.length > 0 && (
        <aside className="mx-auto mt-12 max-w-[42rem] rounded-xl border border-cream-200 bg-white p-5">
          <h2 className="mb-3 font-display text-lg font-semibold text-forest-900">{t('stories.documents.linked')}</h2>
          <ul className="space-y-2">
            {story.documents.map((d) => (
              <li key={d.id}>
                <Link to={`/documents?vehicle=${vehicleId}&doc=${d.id}`} className="flex items-center gap-3 text-sm text-forest-800 hover:underline">
                  <FileText className="size-4 text-forest-600" aria-hidden />
                  <span className="flex-1">{d.title}</span>
                  <span className="text-xs text-stone-500">{formatDate(d.dateCreated, language)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      )}

      <Dialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={t('stories.page.deleteTitle')}
        description={t('stories.page.deleteText', { title: story.title })}
      >
        <DialogFooter>
          <Button variant="outline" onClick={() => setConfirming(false)}>
            {t('stories.timeline.cancel')}
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {t('stories.page.delete')}
          </Button>
        </DialogFooter>
      </Dialog>
    </article>
  );
}
