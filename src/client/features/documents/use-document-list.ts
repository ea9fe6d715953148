import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DocumentListQuery } from '@shared/documents/document-api';
import type { DocumentType } from '@shared/documents/document-types';
import { documentKeys, fetchDocumentPage } from './documents-api';

export type DocumentListFilter = Omit<DocumentListQuery, 'offset' | 'limit'>;

/** Pages of the library for a filter, 25 at a time: one definition for the screens and their loaders. */
export const documentListQuery = (filter: DocumentListFilter) =>
  infiniteQueryOptions({
    queryKey: [...documentKeys.all, 'list', 'infinite', filter],
    queryFn: ({ pageParam }) => fetchDocumentPage({ ...filter, limit: 25, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });

/** The library's filter as the address states it (the documents screen and its loader read it alike). */
export const documentFilterFromParams = (params: URLSearchParams): DocumentListFilter => ({
  q: params.get('q') || undefined,
  vehicleId: params.get('vehicle') || undefined,
  type: (params.get('type') || undefined) as DocumentType | undefined,
  from: params.get('from') || undefined,
  to: params.get('to') || undefined,
});

/** The library's pages, "load more" style. */
export function useDocumentList(filter: DocumentListFilter) {
  return useInfiniteQuery(documentListQuery(filter));
}
