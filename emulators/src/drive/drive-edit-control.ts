import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type Response, Router } from 'express';
import { z } from 'zod';
import type { DriveCatalogue } from './catalogue';
import { fileIdFor } from './drive-ids';

/** The files the control may edit: text the way a person would type it. */
const TEXT_EXTENSIONS = new Set(['.md', '.txt', '.csv', '.json', '.xml']);

const Edit = z.union([
  z.strictObject({ email: z.string().min(1), path: z.string().min(1), append: z.string() }),
  z.strictObject({
    email: z.string().min(1),
    path: z.string().min(1),
    content: z.string(),
    /** Adds the file (and its folders, the account's too) when it is not there: a file added to Drive. */
    create: z.literal(true).optional(),
  }),
]);

/**
 * Writes `content` as the file's whole new text in one step: into a dotfile beside it (the catalogue
 * lists no dotfiles), then renamed over it. A request that reads the file meanwhile sees the old text
 * or the new, never the empty or half-written file an in-place write shows for a moment
 * (drive-change-log.test.ts reads an 800 KB append while it lands).
 */
async function replaceFile(file: string, content: string): Promise<void> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${Date.now()}.edit`,
  );
  try {
    await fs.writeFile(temporary, content);
    await fs.rename(temporary, file);
  } finally {
    await fs.rm(temporary, { force: true });
  }
}

function refuse(res: Response, status: number, message: string): void {
  res.status(status).json({ error: message });
}

/**
 * `POST /__control/drive/edit {email, path, append | content (, create: true)}`: edits a text file
 * of an account's drive on disk (`path` below the account's folder), or with `create` adds it, as a
 * person editing their Drive would, and makes the
 * next request see it at once. Answers `{fileId, version}`. For tests and journeys of Drive's
 * change log (docs/decisions/watching.md).
 */
export function driveEditControl(catalogue: DriveCatalogue): Router {
  const router = Router();
  router.use('/__control/drive', express.json({ limit: '1mb' }));
  router.post('/__control/drive/edit', async (req, res) => {
    const parsed = Edit.safeParse(req.body ?? {});
    if (!parsed.success) return refuse(res, 400, z.prettifyError(parsed.error));
    const edit = parsed.data;
    const dir = catalogue.accountDir(edit.email);
    if (!dir) return refuse(res, 400, `There is no drive for ${edit.email}`);
    const file = path.resolve(dir, edit.path);
    const relativePath = path.relative(dir, file).split(path.sep).join('/');
    if (relativePath.startsWith('..') || path.isAbsolute(relativePath) || relativePath === '') {
      return refuse(res, 400, 'The path must name a file inside the account’s folder');
    }
    if (!TEXT_EXTENSIONS.has(path.extname(file).toLowerCase())) {
      return refuse(res, 400, 'Only text files can be edited here: .md, .txt, .csv, .json or .xml');
    }
    const stats = await fs.stat(file).catch(() => undefined);
    const creating = 'create' in edit && edit.create === true && !stats;
    if (creating) await fs.mkdir(path.dirname(file), { recursive: true });
    else if (!stats?.isFile()) return refuse(res, 404, `${edit.email} has no file ${relativePath}`);
    const before = creating ? '' : await fs.readFile(file, 'utf8');
    await replaceFile(file, 'append' in edit ? before + edit.append : edit.content);
    catalogue.forget(edit.email);
    const fileId = fileIdFor(edit.email, relativePath);
    const item = await catalogue.item(edit.email, fileId);
    res.json({ fileId, version: item?.version });
  });
  return router;
}
