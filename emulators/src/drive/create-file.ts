import fs from 'node:fs/promises';
import path from 'node:path';
import type { DriveCatalogue, DriveItem } from './catalogue';
import { conversionNotSupported, invalidParameter, uploadNotEmulated } from './drive-errors';
import { fileIdFor } from './drive-ids';
import { htmlToMarkdown } from './html-to-markdown';
import { DOCX, FOLDER, GOOGLE_DOC } from './mime-types';

/** The File metadata files.create takes (the fields the emulator reads). */
export interface NewFileMetadata {
  name?: string;
  mimeType?: string;
  parents?: string[];
}

export interface Media {
  contentType: string;
  body: Buffer;
}

/** Drive's name for a file created without one. */
const UNTITLED = 'Untitled';

/** The metadata of a request body, checked as Drive checks it (each field of its own type). */
export function readMetadata(body: unknown): NewFileMetadata {
  if (body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0)) {
    return {};
  }
  if (typeof body !== 'object' || Array.isArray(body)) throw invalidParameter('resource');
  const { name, mimeType, parents } = body as Record<string, unknown>;
  if (name !== undefined && typeof name !== 'string') throw invalidParameter('name');
  if (mimeType !== undefined && typeof mimeType !== 'string') throw invalidParameter('mimeType');
  if (parents !== undefined && !(Array.isArray(parents) && parents.every((p) => typeof p === 'string'))) {
    throw invalidParameter('parents');
  }
  return { name, mimeType, parents } as NewFileMetadata;
}

/**
 * What goes on disk for a new file: a folder, or a Google Doc kept as the emulator keeps them
 * (mime-types.ts): HTML and Word converted to Markdown (`.gdoc.md`), plain text as `.gdoc.txt`.
 */
async function diskForm(
  metadata: NewFileMetadata,
  media: Media | undefined,
): Promise<{ folder: true } | { suffix: string; content: string }> {
  if (metadata.mimeType === FOLDER) {
    if (media) throw conversionNotSupported();
    return { folder: true };
  }
  if (metadata.mimeType !== GOOGLE_DOC) {
    throw uploadNotEmulated(media ? `uploads kept as ${metadata.mimeType ?? 'they are'}` : 'this file type');
  }
  if (!media) return { suffix: '.gdoc.md', content: '' };
  const type = media.contentType.split(';')[0]!.trim().toLowerCase();
  const text = () => media.body.toString('utf8');
  if (type === 'text/html') return { suffix: '.gdoc.md', content: htmlToMarkdown(text()) };
  if (type === 'text/markdown') return { suffix: '.gdoc.md', content: text() };
  if (type === 'text/plain') return { suffix: '.gdoc.txt', content: text() };
  if (type === DOCX) {
    const { default: mammoth } = await import('mammoth');
    const converted = await mammoth.convertToHtml({ buffer: media.body }).catch(() => undefined);
    if (!converted) throw conversionNotSupported();
    return { suffix: '.gdoc.md', content: htmlToMarkdown(converted.value) };
  }
  throw conversionNotSupported();
}

/**
 * A name that can be a file name on disk and stays visible to the catalogue: slashes become the
 * look-alike "∕" and a leading dot (hidden on disk) a "_".
 */
function diskName(name: string): string {
  const clean = name
    .replace(/[\0\r\n]/g, ' ')
    .replaceAll('/', '∕')
    .replace(/^\./, '_')
    .trim();
  return clean || UNTITLED;
}

/**
 * Creates the file or folder in `parent` (a folder of the account's drive) and returns it as the
 * catalogue reads it back. Drive allows two files of one name in a folder; a disk does not, so the
 * second becomes "Name (2)", as a person copying files on a disk would see it.
 */
export async function createInDrive(
  catalogue: DriveCatalogue,
  parent: DriveItem,
  metadata: NewFileMetadata,
  media: Media | undefined,
): Promise<DriveItem> {
  const form = await diskForm(metadata, media);
  const base = diskName(metadata.name ?? UNTITLED);
  await fs.mkdir(parent.absolutePath, { recursive: true });
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base} (${n})`;
    const fileName = 'folder' in form ? name : `${name}${form.suffix}`;
    const absolutePath = path.join(parent.absolutePath, fileName);
    const created = await ('folder' in form
      ? fs.mkdir(absolutePath)
      : fs.writeFile(absolutePath, form.content, { flag: 'wx' })
    ).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') return false;
        throw error;
      },
    );
    if (!created) continue;
    catalogue.forget(parent.email);
    const relativePath = parent.relativePath ? `${parent.relativePath}/${fileName}` : fileName;
    const item = await catalogue.item(parent.email, fileIdFor(parent.email, relativePath));
    if (!item) throw new Error(`the new file ${relativePath} was not found on disk`);
    return item;
  }
}
