import type { SavedSignature } from '@shared/documents/document-versions-api';
import type { CommentEntry, PdfEditor, ViewerRequests } from './viewer-requests';

/**
 * The host side of pdf.js's editor: the objects its AnnotationEditorUIManager calls for alt text,
 * comments and signatures (the same methods pdf.js's own viewer application implements). Each
 * turns a call into a request for the React dialogs, or into a small DOM popup for a comment.
 */
type CommentData = { id: string; pageIndex: number; contentsObj?: { str?: string }; modificationDate?: Date | string | null; popupRef?: unknown };

const toEntry = (d: CommentData): CommentEntry | null =>
  d.contentsObj?.str ? { id: d.id, pageIndex: d.pageIndex, text: d.contentsObj.str, date: d.modificationDate ? new Date(d.modificationDate) : null } : null;

export function createAltTextManager(requests: ViewerRequests) {
  return {
    editAltText(_uiManager: unknown, editor: PdfEditor) {
      requests.open({ kind: 'altText', editor });
    },
    destroy() {},
  };
}

export function createCommentManager(requests: ViewerRequests, dialogElement: HTMLDialogElement) {
  let popup: HTMLDivElement | null = null;
  const destroyPopup = () => {
    popup?.remove();
    popup = null;
  };
  return {
    /** pdf.js points each editor's "Add comment" button at this element (aria-controls). */
    dialogElement,
    /** pdf.js hands over its UI manager; comments are selected through the editors themselves. */
    setSidebarUiManager() {},
    showDialog(_uiManager: unknown, editor: PdfEditor) {
      requests.open({ kind: 'comment', editor, isEditing: typeof editor.comment === 'object' && !!editor.comment?.text });
    },
    /** Shows the comment of a selected annotation beside it, the way pdf.js's viewer pops it up. */
    toggleCommentPopup(editor: PdfEditor | null, isSelected: boolean, visibility?: boolean) {
      destroyPopup();
      const text = editor && typeof editor.comment === 'object' ? editor.comment?.text : null;
      // An editor has a div; an annotation already in the file (annotation layer) a container.
      const anchor = editor?.div ?? (editor as { container?: HTMLElement } | null)?.container;
      if (!anchor || !text || (!isSelected && visibility !== true)) return;
      popup = document.createElement('div');
      popup.className = 'patina-comment-popup';
      popup.setAttribute('role', 'note');
      popup.textContent = text;
      anchor.after(popup);
      const { offsetLeft, offsetTop, offsetWidth } = anchor;
      popup.style.left = `${offsetLeft + offsetWidth + 8}px`;
      popup.style.top = `${offsetTop}px`;
    },
    destroyPopup,
    makeCommentColor: (color: string) => color,
    updatePopupColor() {},
    showSidebar(list: CommentData[]) {
      requests.comments.set(list.map(toEntry).filter((e): e is CommentEntry => e !== null));
    },
    hideSidebar() {
      requests.comments.set(null);
    },
    updateComment(data: CommentData) {
      const list = requests.comments.get();
      if (!list) return;
      const entry = toEntry(data);
      const rest = list.filter((c) => c.id !== data.id);
      requests.comments.set(entry ? [...rest, entry].sort((a, b) => a.pageIndex - b.pageIndex) : rest);
    },
    removeComments(ids: string[]) {
      const list = requests.comments.get();
      if (list) requests.comments.set(list.filter((c) => !ids.includes(c.id)));
    },
    destroy: destroyPopup,
  };
}

export interface SignatureStore {
  load(): Promise<void>;
  get(): SavedSignature[];
  subscribe(listener: () => void): () => void;
}

export function createSignatureManager(requests: ViewerRequests, saved: SignatureStore) {
  return {
    async loadSignatures() {
      await saved.load();
    },
    getSignature({ editor }: { editor: PdfEditor }) {
      requests.open({ kind: 'signature', editor });
    },
    /** The "Edit description" button pdf.js puts in a signature's toolbar. */
    async renderEditButton(editor: PdfEditor) {
      const button = document.createElement('button');
      button.className = 'altText editDescription';
      button.tabIndex = 0;
      button.setAttribute('data-l10n-id', 'pdfjs-editor-add-signature-edit-button-label');
      button.addEventListener('click', (event) => {
        event.stopPropagation();
        requests.open({ kind: 'signatureDescription', editor });
      });
      return button;
    },
    destroy() {},
  };
}
