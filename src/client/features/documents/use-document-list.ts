import { useInfiniteQuery } from '@tanstack/react-query';
import type { DocumentListQuery } from '@shared/documents/document-api';
import { documentKeys, fetchDocumentPage } from './documents-api';

/** Pages of the library for a filter, 25 at a time, "load more" style. */
export function useDocumentList(filter: Omit<DocumentListQuery, 'offset' | 'limit'>) {
  return useInfiniteQuery({
    queryKey: [...documentKeys.all, 'list', 'infinite', filter],
    queryFn: ({ pageParam }) => fetchDocumentPage({ ...filter, limit: 25, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });
}
