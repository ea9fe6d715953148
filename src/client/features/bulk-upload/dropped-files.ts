/**
 * The files of a drop, folders walked recursively. Hidden files (.DS_Store, ._x) are system
 * litter inside dropped folders, not paperwork, so they are left out there.
 */
export async function droppedFiles(data: DataTransfer): Promise<File[]> {
  const entries = Array.from(data.items ?? [])
    .filter((item) => item.kind === 'file')
    .map((item) => (typeof item.webkitGetAsEntry === 'function' ? item.webkitGetAsEntry() : null));
  if (!entries.length || entries.some((e) => e === null)) return Array.from(data.files);
  const files: File[] = [];
  for (const entry of entries as FileSystemEntry[]) await collect(entry, files, true);
  return files;
}

async function collect(entry: FileSystemEntry, out: File[], isTopLevel: boolean): Promise<void> {
  if (entry.isFile) {
    if (!isTopLevel && entry.name.startsWith('.')) return;
    out.push(await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject)));
    return;
  }
  if (!entry.isDirectory) return;
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  // readEntries answers in chunks (100 in Chromium) until it answers an empty list.
  for (;;) {
    const chunk = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (!chunk.length) break;
    for (const child of chunk) await collect(child, out, false);
  }
}

/** Same for a folder picked with the directory input. */
export const pickedFiles = (list: FileList | null, isFolder: boolean) => Array.from(list ?? []).filter((f) => !isFolder || !f.name.startsWith('.'));
