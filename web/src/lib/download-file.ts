import { api } from './api-client';

/**
 * The file name a Content-Disposition header gives: `filename*` (RFC 5987, UTF-8) first, since it
 * carries names beyond Latin-1, else the plain `filename`; `fallback` when it names none.
 */
export function dispositionFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // A broken encoding: the plain name below is the next best.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name || fallback;
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Fetches a file with the session's cookie and saves it under the server's name. A failed answer
 * throws the ApiError `api.request` would (the server's message), and a lost session is handled as
 * everywhere else; nothing is saved then.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const response = await api.openStream('GET', url, { sessionLoss: 'redirect' });
  const fileName = dispositionFileName(response.headers.get('Content-Disposition'), fallbackName);
  saveBlob(await response.blob(), fileName);
  return fileName;
}
