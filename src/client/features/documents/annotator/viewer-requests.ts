import { useSyncExternalStore } from 'react';

/**
 * pdf.js's editors ask their host for three dialogs (alt text, comment, signature) and a comments
 * list through "manager" objects. The managers only put the request here; the React dialogs
 * render it and answer the editor. One request at a time, as in pdf.js's own viewer.
 */
export interface PdfEditor {
  uid: string;
  pageIndex: number;
  div: HTMLDivElement | null;
  parent: { viewport: { rawDims: { pageWidth: number; pageHeight: number }; rotation: number } } | null;
  altTextData?: { altText: string | null; decorative: boolean; cancel?: boolean };
  comment: { text?: string; date?: Date | null } | string | null;
  description?: string;
  isEmpty?: () => boolean;
  remove(): void;
  addSignature(data: unknown, heightInPage: number, description: string, uuid: string | null): void;
  toggleComment?(isSelected: boolean, visibility?: boolean): void;
}

export interface CommentEntry {
  id: string;
  pageIndex: number;
  text: string;
  date: Date | null;
}

export type ViewerRequest =
  | { kind: 'altText'; editor: PdfEditor }
  | { kind: 'comment'; editor: PdfEditor; isEditing: boolean }
  | { kind: 'signature'; editor: PdfEditor }
  | { kind: 'signatureDescription'; editor: PdfEditor }
  | null;

export interface ViewerRequests {
  get(): ViewerRequest;
  open(request: ViewerRequest): void;
  close(): void;
  comments: { get(): CommentEntry[] | null; set(list: CommentEntry[] | null): void };
  subscribe(listener: () => void): () => void;
}

export function createViewerRequests(): ViewerRequests {
  let request: ViewerRequest = null;
  let comments: CommentEntry[] | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    get: () => request,
    open: (next) => {
      request = next;
      emit();
    },
    close: () => {
      request = null;
      emit();
    },
    comments: {
      get: () => comments,
      set: (list) => {
        comments = list;
        emit();
      },
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const useViewerRequest = (store: ViewerRequests) => useSyncExternalStore(store.subscribe, store.get);
export const useCommentList = (store: ViewerRequests) => useSyncExternalStore(store.subscribe, store.comments.get);
