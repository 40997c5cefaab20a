import { extractText, getDocumentProxy } from 'unpdf';
import { DocumentReadError, type ReadResult } from '../../ports/document-reader.port';

/** Text page by page, so a finding can cite the page it came from. */
export async function readPdf(bytes: Buffer): Promise<ReadResult> {
  const pageTexts = await extractPages(bytes);
  if (pageTexts.every((text) => text.trim() === '')) {
    throw new DocumentReadError('No text found: the PDF looks scanned (images only)');
  }
  const pages = pageTexts.map((text, index) => ({ number: index + 1, text }));
  return { text: pageTexts.join('\n\n'), pages };
}

async function extractPages(bytes: Buffer): Promise<string[]> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    // pdf.js takes ownership of the array it is given, so it gets a copy; verbosity 0 keeps its
    // warnings about damaged files out of the logs, and no eval since the fonts are never drawn.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
    return (await extractText(pdf, { mergePages: false })).text;
  } catch (error) {
    throw new DocumentReadError(reasonFor(error));
  } finally {
    await pdf?.destroy();
  }
}

function reasonFor(error: unknown): string {
  if (error instanceof Error && error.name === 'PasswordException') {
    return 'The PDF could not be read: it is protected by a password';
  }
  return 'The PDF could not be read: the file is damaged or not a valid PDF file';
}
