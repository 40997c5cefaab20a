import { extractText, getDocumentProxy } from 'unpdf';
import { DocumentReadError, type ReadResult } from '../../ports/document-reader.port';
import { titlesOf } from './file-titles';

/** Text page by page, so a finding can cite the page it came from. */
export async function readPdf(bytes: Buffer): Promise<ReadResult> {
  const { pageTexts, title } = await extractPages(bytes);
  if (pageTexts.every((text) => text.trim() === '')) {
    throw new DocumentReadError('No text found: the PDF looks scanned (images only)');
  }
  const pages = pageTexts.map((text, index) => ({ number: index + 1, text }));
  return { text: pageTexts.join('\n\n'), pages, ...titlesOf(title) };
}

async function extractPages(bytes: Buffer): Promise<{ pageTexts: string[]; title: unknown }> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    // pdf.js takes ownership of the array it is given, so it gets a copy; verbosity 0 keeps its
    // warnings about damaged files out of the logs, and no eval since the fonts are never drawn.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
    const pageTexts = (await extractText(pdf, { mergePages: false })).text;
    return { pageTexts, title: await titleOf(pdf) };
  } catch (error) {
    throw new DocumentReadError(reasonFor(error));
  } finally {
    await pdf?.destroy();
  }
}

/** The document's Title in its information dictionary; a damaged one is no reason to refuse the text. */
async function titleOf(pdf: Awaited<ReturnType<typeof getDocumentProxy>>): Promise<unknown> {
  try {
    const { info } = await pdf.getMetadata();
    return (info as { Title?: unknown } | undefined)?.Title;
  } catch {
    return undefined;
  }
}

function reasonFor(error: unknown): string {
  if (error instanceof Error && error.name === 'PasswordException') {
    return 'The PDF could not be read: it is protected by a password';
  }
  return 'The PDF could not be read: the file is damaged or not a valid PDF file';
}
