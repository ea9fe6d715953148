import { useMutation, useQueryClient } from '@tanstack/react-query';
import Loader2 from 'lucide-react/icons/loader-circle';
import { useCallback, useEffect, useRef, useState } from 'react';
import { pdfOpenProblem, type AnnotationMode, type PdfOpenProblem } from '@shared/documents/annotation-constants';
import type { DocumentVersion } from '@shared/documents/document-versions-api';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { removeSignature, saveVersion, versionKeys } from '../versions-api';
import { AltTextDialog } from './alt-text-dialog';
import { AnnotationToolbar, ModeBar } from './annotation-toolbar';
import { CommentDialog } from './comment-dialog';
import { CommentList } from './comment-list';
import { createAnnotator, loadViewer, type Annotator, type EditingStates } from './create-annotator';
import { SignatureDescriptionDialog, SignatureDialog } from './signature-dialog';
import { useSignatureStore } from './use-signature-store';
import { createViewerRequests, useCommentList, useViewerRequest } from './viewer-requests';

/** Starts loading pdf.js, its viewer and its worker (called when a document is opened). */
export const preloadViewer = () => void loadViewer().catch(() => undefined);

const isTyping = (el: EventTarget | null) => el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

/**
 * A PDF in pdf.js's viewer with its annotation editor (SPEC §4): the modes, undo and redo (buttons
 * and Ctrl/⌘+Z, Ctrl/⌘+Shift+Z, Ctrl+Y), alt text, comments, signatures. Save writes the annotated
 * PDF as a new version of the document; the original never changes.
 */
export default function AnnotatorView({ documentId, url, onSaved }: { documentId: string; url: string; onSaved?: (version: DocumentVersion) => void }) {
  const { t, language } = useTranslation();
  const qc = useQueryClient();
  const container = useRef<HTMLDivElement>(null);
  const commentDialog = useRef<HTMLDialogElement>(null);
  const [annotator, setAnnotator] = useState<Annotator | null>(null);
  const [problem, setProblem] = useState<PdfOpenProblem | null>(null);
  const [mode, setMode] = useState<AnnotationMode>('none');
  const [states, setStates] = useState<EditingStates>({ hasSomethingToUndo: false, hasSomethingToRedo: false, isEmpty: true });
  const [requests] = useState(createViewerRequests);
  const request = useViewerRequest(requests);
  const comments = useCommentList(requests);
  const signatures = useSignatureStore();
  const closeRequest = useCallback(() => requests.close(), [requests]);

  useEffect(() => {
    let cancelled = false;
    let opened: Annotator | null = null;
    setAnnotator(null);
    setProblem(null);
    setMode('none');
    const el = container.current!;
    el.dataset.firstPage = '';
    createAnnotator({
      container: el,
      commentDialog: commentDialog.current!,
      url,
      language,
      requests,
      signatures: signatures.store,
      onStates: (s) => !cancelled && setStates(s),
      onMode: (m) => !cancelled && setMode(m),
      onFirstPage: () => {
        el.dataset.firstPage = 'shown';
        performance.mark('patina:first-page');
      },
    }).then(
      (a) => {
        opened = a;
        if (cancelled) void a.destroy();
        else setAnnotator(a);
      },
      (error: unknown) => {
        console.error('PDF could not be shown', error);
        if (!cancelled) setProblem(pdfOpenProblem(error));
      },
    );
    return () => {
      cancelled = true;
      requests.close();
      requests.comments.set(null);
      void opened?.destroy();
    };
    // The viewer is built once per file; the language is read when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  // pdf.js handles these keys itself while an editing mode is on; in "none" mode the viewer does.
  useEffect(() => {
    if (!annotator || mode !== 'none') return;
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || isTyping(e.target) || e.defaultPrevented) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) annotator.undo();
      else if ((key === 'z' && e.shiftKey) || (key === 'y' && e.ctrlKey)) annotator.redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [annotator, mode]);

  const save = useMutation({
    mutationFn: async () => saveVersion(documentId, await annotator!.save()),
    onSuccess: (version) => {
      void qc.invalidateQueries({ queryKey: versionKeys.list(documentId) });
      notify.success(t('annotations.saved'));
      onSaved?.(version);
    },
    onError: () => notify.error(t('annotations.saveFailed')),
  });
  const onSave = () => {
    if (!annotator) return;
    if (!annotator.hasChanges()) return notify.info(t('annotations.nothingToSave'));
    save.mutate();
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      {/* A file that cannot be shown has nothing to annotate: only the message stays. */}
      {!problem && (
        <>
          <AnnotationToolbar
            mode={mode}
            canUndo={states.hasSomethingToUndo}
            canRedo={states.hasSomethingToRedo}
            isReady={annotator !== null}
            isSaving={save.isPending}
            onMode={(m) => void annotator?.setMode(m)}
            onUndo={() => annotator?.undo()}
            onRedo={() => annotator?.redo()}
            onZoom={(step) => annotator?.zoom(step)}
            onSave={onSave}
          />
          <ModeBar
            mode={mode}
            signatures={signatures.list}
            onAddImage={() => annotator?.createEditor()}
            onNewSignature={() => annotator?.createEditor()}
            onUseSignature={(s) => void annotator?.addSavedSignature(s)}
            onRemoveSignature={(s) => void removeSignature(s.id).then(() => signatures.store.reload())}
          />
        </>
      )}
      <div className="relative flex min-h-0 flex-1">
        <div className="relative min-h-0 flex-1" role="region" aria-label={t('annotations.viewer')}>
          <div ref={container} className="patina-annotator" data-testid="annotator" tabIndex={0}>
            <div className="pdfViewer" />
          </div>
          {!annotator && !problem && (
            <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
              <Loader2 className="size-6 animate-spin text-forest-700" aria-label={t('annotations.loading')} />
            </div>
          )}
          {problem && (
            <div role="alert" className="absolute inset-0 flex items-center justify-center bg-stone-100 p-6">
              <p className="max-w-sm text-center text-sm text-red-800">{t(`annotations.problems.${problem}`)}</p>
            </div>
          )}
        </div>
        {comments && <CommentList comments={comments} onClose={() => void annotator?.setMode('none')} />}
      </div>
      {request?.kind === 'altText' && <AltTextDialog editor={request.editor} onClose={requests.close} />}
      <CommentDialog dialogRef={commentDialog} request={request?.kind === 'comment' ? request : null} onClose={closeRequest} />
      {request?.kind === 'signatureDescription' && <SignatureDescriptionDialog editor={request.editor} onClose={requests.close} />}
      {request?.kind === 'signature' && (
        <SignatureDialog
          editor={request.editor}
          saved={signatures.list}
          onSaved={() => void signatures.store.reload()}
          onClose={(added) => {
            if (!added) request.editor.remove();
            requests.close();
          }}
        />
      )}
    </div>
  );
}
