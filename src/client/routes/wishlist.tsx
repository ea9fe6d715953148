import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Heart from 'lucide-react/icons/heart';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import type { WishlistItem } from '@shared/wishlist/wishlist-schema';
import { ErrorBlock } from '@/components/error-block';
import { LoadingBlock } from '@/components/loading-block';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { deleteItem, reorderItems, wishlistKeys, wishlistQuery } from '@/features/wishlist/api/wishlist-api';
import { WishlistFormDialog } from '@/features/wishlist/components/wishlist-form-dialog';
import { WishlistItemCard } from '@/features/wishlist/components/wishlist-item-card';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';

export default function WishlistScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(wishlistQuery());
  const [editing, setEditing] = useState<WishlistItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WishlistItem | null>(null);

  const reorder = useMutation({
    mutationFn: reorderItems,
    // The list moves at once; a refused order puts it back.
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: wishlistKeys.list });
      const before = queryClient.getQueryData<WishlistItem[]>(wishlistKeys.list);
      if (before)
        queryClient.setQueryData(
          wishlistKeys.list,
          order.map((id) => before.find((i) => i.id === id)!),
        );
      return { before };
    },
    onError: (_e, _order, context) => {
      if (context?.before) queryClient.setQueryData(wishlistKeys.list, context.before);
      notify.error(t('wishlist.list.reorderFailed'));
    },
    onSuccess: (items) => queryClient.setQueryData(wishlistKeys.list, items),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteItem(id),
    onSuccess: () => {
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
      notify.success(t('wishlist.list.deleted'));
    },
    onError: () => notify.error(t('wishlist.list.deleteFailed')),
  });

  const items = query.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const order = items.map((i) => i.id);
    [order[index], order[index + by]] = [order[index + by], order[index]];
    reorder.mutate(order);
  };

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={t('wishlist.list.title')}
        description={t('wishlist.list.description')}
        actions={
          items.length > 0 && (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden />
              {t('wishlist.list.add')}
            </Button>
          )
        }
      />
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <ErrorBlock title={t('wishlist.list.loadError')} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-forest-200 bg-white px-6 py-16 text-center">
          <Heart className="size-10 text-brass-500" aria-hidden />
          <h2 className="font-display text-2xl text-forest-900">{t('wishlist.list.emptyTitle')}</h2>
          <p className="max-w-md text-stone-600">{t('wishlist.list.emptyText')}</p>
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden />
            {t('wishlist.list.addFirst')}
          </Button>
        </div>
      ) : (
        <ol className="space-y-4" aria-label={t('wishlist.list.title')}>
          {items.map((item, i) => (
            <WishlistItemCard
              key={item.id}
              item={item}
              index={i}
              count={items.length}
              onMove={(by) => move(i, by)}
              onEdit={() => setEditing(item)}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </ol>
      )}
      {editing && <WishlistFormDialog open onOpenChange={(open) => !open && setEditing(null)} item={editing === 'new' ? undefined : editing} />}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('wishlist.list.deleteTitle')}
        description={deleting ? t('wishlist.list.deleteText', { name: `${deleting.make} ${deleting.model}` }) : undefined}
      >
        <DialogFooter>
          <Button variant="outline" onClick={() => setDeleting(null)}>
            {t('wishlist.form.cancel')}
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id)}>
            {t('wishlist.list.delete')}
          </Button>
        </DialogFooter>
      </Dialog>
    </div>
  );
}
