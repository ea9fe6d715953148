import { useQuery } from '@tanstack/react-query';
import FilePlus2 from 'lucide-react/icons/file-plus-corner';
import FileText from 'lucide-react/icons/file-text';
import Search from 'lucide-react/icons/search';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import X from 'lucide-react/icons/x';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorBlock } from '@/components/error-block';
import { LoadingBlock } from '@/components/loading-block';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { BulkUploadStarter } from '@/features/bulk-upload/components/bulk-upload-starter';
import { DocumentDrawer } from '@/features/documents/document-drawer';
import { DocumentRows } from '@/features/documents/document-rows';
import { garageQuery } from '@/lib/garage-query';
import { documentFilterFromParams, useDocumentList } from '@/features/documents/use-document-list';
import { vehicleName } from '@/features/documents/vehicle-name';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DocumentTypeOptions } from '@/features/documents/document-type-options';

const selectClass = 'flex h-10 w-full rounded-md border border-forest-200 bg-white px-3 text-sm';

/**
 * SPEC §2 Documents: every document of the user's vehicles, newest first; filters by vehicle,
 * type and date range, full-text search in English and German with the matches highlighted.
 * Filters live in the address (shareable, back button works); `?doc=` opens a document.
 */
export default function DocumentsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.documents'));
  const [params, setParams] = useSearchParams();
  const garage = useQuery(garageQuery);
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const filter = documentFilterFromParams(params);
  const list = useDocumentList(filter);
  const documents = list.data?.pages.flatMap((p) => p.documents) ?? [];
  const openId = params.get('doc');

  const setParam = (key: string, value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key !== 'doc' },
    );

  // Search as the user types, once they pause.
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => setParam('q', typed.trim() || null), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const hasFilter = Boolean(filter.q || filter.vehicleId || filter.type || filter.from || filter.to);
  const filterCount = [filter.vehicleId, filter.type, filter.from, filter.to].filter(Boolean).length;
  const [filtersOpen, setFiltersOpen] = useState(false);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t('screens.documents')}
        description={t('documents.library.description')}
        actions={
          <Button asChild>
            <Link to="/add-document">
              <FilePlus2 /> {t('documents.library.add')}
            </Link>
          </Button>
        }
      />
      <BulkUploadStarter className="mb-5" defaultVehicleId={filter.vehicleId} />
      <form role="search" onSubmit={(e) => (e.preventDefault(), setParam('q', typed.trim() || null))} className="mb-5 space-y-3">
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400" aria-hidden />
            <Input
              type="search"
              aria-label={t('documents.library.search')}
              placeholder={t('documents.library.searchPlaceholder')}
              className="pl-9"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
          {/* Small screens keep the filters behind one control, so the first document stays in view. */}
          <Button
            type="button"
            variant={filterCount ? 'default' : 'outline'}
            className="md:hidden"
            aria-expanded={filtersOpen}
            aria-controls="document-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden />
            {filterCount ? t('documentFilters.active', { count: filterCount }) : t('documentFilters.toggle')}
          </Button>
        </div>
        <div id="document-filters" className={cn('grid-cols-2 gap-3 md:grid md:grid-cols-4', filtersOpen ? 'grid' : 'hidden')}>
          <div className="space-y-1">
            <Label htmlFor="filter-vehicle" className="text-xs">
              {t('documents.library.vehicle')}
            </Label>
            <select id="filter-vehicle" className={selectClass} value={filter.vehicleId ?? ''} onChange={(e) => setParam('vehicle', e.target.value || null)}>
              <option value="">{t('documents.library.allVehicles')}</option>
              {garage.data?.map((v) => (
                <option key={v.id} value={v.id}>
                  {vehicleName(v)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <Label htmlFor="filter-type" className="text-xs">
              {t('documents.fields.documentType')}
            </Label>
            <select id="filter-type" className={selectClass} value={filter.type ?? ''} onChange={(e) => setParam('type', e.target.value || null)}>
              <option value="">{t('documents.library.allTypes')}</option>
              <DocumentTypeOptions />
            </select>
          </div>
          <div className="space-y-1">
            <Label htmlFor="filter-from" className="text-xs">
              {t('documents.library.from')}
            </Label>
            <Input id="filter-from" type="date" value={filter.from ?? ''} onChange={(e) => setParam('from', e.target.value || null)} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="filter-to" className="text-xs">
              {t('documents.library.to')}
            </Label>
            <Input id="filter-to" type="date" value={filter.to ?? ''} onChange={(e) => setParam('to', e.target.value || null)} />
          </div>
        </div>
        {hasFilter && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setTyped('');
              setParams(openId ? { doc: openId } : {}, { replace: true });
            }}
          >
            <X /> {t('documents.library.clear')}
          </Button>
        )}
      </form>

      {list.isLoading ? (
        <LoadingBlock />
      ) : list.isError ? (
        <ErrorBlock onRetry={() => void list.refetch()} />
      ) : documents.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-forest-200 bg-white px-6 py-14 text-center">
          <FileText className="size-10 text-brass-500" aria-hidden />
          <p className="font-display text-xl text-forest-900">{hasFilter ? t('documents.library.noMatches') : t('documents.library.empty')}</p>
          {!hasFilter && <p className="max-w-md text-sm text-stone-600">{t('documents.library.emptyText')}</p>}
        </div>
      ) : (
        <div className="space-y-4">
          <DocumentRows documents={documents} vehicles={garage.data} onOpen={(id) => setParam('doc', id)} />
          {list.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {list.isFetchingNextPage ? t('common.loading') : t('documents.library.more')}
              </Button>
            </div>
          )}
        </div>
      )}
      <DocumentDrawer id={openId} onClose={() => setParam('doc', null)} />
    </div>
  );
}
