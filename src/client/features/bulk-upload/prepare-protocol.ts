/** Messages between the page and prepare-worker.ts. */
export type PrepareRequest = { id: string; file: File; isPdf: boolean };
export type PrepareResponse = {
  id: string;
  /** null when Web Crypto failed; the page then uses SPEC's name-size-lastModified fallback. */
  fileHash?: string | null;
  documentImage?: string | null;
  pdfText?: string | null;
  error?: string;
};
