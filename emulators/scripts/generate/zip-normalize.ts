import JSZip from 'jszip';

/**
 * Rewrites an Office file's zip so the same content always gives the same bytes: every entry gets
 * the document's date (the libraries stamp entries and core properties with the current time).
 */
export async function normalizeZip(bytes: Buffer | ArrayBuffer, date: Date): Promise<Buffer> {
  const source = await JSZip.loadAsync(bytes);
  const out = new JSZip();
  const stamp = date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  for (const [name, entry] of Object.entries(source.files)) {
    if (entry.dir) continue;
    let content = await entry.async('nodebuffer');
    if (name === 'docProps/core.xml') {
      content = Buffer.from(
        content
          .toString('utf8')
          .replace(
            /(<dcterms:(?:created|modified)[^>]*>)[^<]*(<\/dcterms:(?:created|modified)>)/g,
            `$1${stamp}$2`,
          ),
        'utf8',
      );
    }
    out.file(name, content, { date, createFolders: false });
  }
  return out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}
