import { useState, type DragEvent } from 'react';
import { droppedFiles } from '../dropped-files';

/** Drag-and-drop of files and folders onto an element, with a flag for the hover look. */
export function useFileDrop(onFiles: (files: File[]) => void) {
  const [isOver, setIsOver] = useState(false);
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');
  return {
    isOver,
    handlers: {
      onDragOver(e: DragEvent) {
        if (!hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
        setIsOver(true);
      },
      onDragLeave(e: DragEvent) {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setIsOver(false);
      },
      async onDrop(e: DragEvent) {
        e.preventDefault();
        setIsOver(false);
        onFiles(await droppedFiles(e.dataTransfer));
      },
    },
  };
}
