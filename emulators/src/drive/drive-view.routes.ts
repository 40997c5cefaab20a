import fs from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { displayNameFor } from '../shared/accounts';
import { escapeHtml } from '../shared/escape-html';
import { type DriveCatalogue, type DriveItem, TRASH_FOLDER } from './catalogue';
import { blocksToHtml, page } from './drive-view.html';
import { parseBlocks } from './markdown-blocks';
import { FOLDER, GOOGLE_DOC, isTextContent } from './mime-types';
import type { TextIndex } from './text-index';

/**
 * What a webViewLink opens: a plain page per file or folder (no token needed; the emulator is a
 * local stand-in), its download, and the small type icons iconLink points at.
 */
export function driveViewRoutes(catalogue: DriveCatalogue, texts: TextIndex): Router {
  const router = Router();

  router.get('/drive/view/:fileId', async (req, res) => {
    const item = await catalogue.findAnywhere(req.params.fileId);
    if (!item) {
      res.status(404).type('html').send(page('File not found', '<p>No file has this id.</p>'));
      return;
    }
    res.type('html').send(page(item.name, await viewBody(item, catalogue, texts)));
  });

  router.get('/drive/view/:fileId/download', async (req, res) => {
    const item = await catalogue.findAnywhere(req.params.fileId);
    if (!item || item.isFolder) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.attachment(path.basename(item.absolutePath)).type(item.contentType);
    res.send(await fs.readFile(item.absolutePath));
  });

  router.get('/drive/icons/16/type/*mime', (req, res) => {
    const mime = (req.params as { mime: string[] }).mime.join('/');
    const label = mime === FOLDER ? 'DIR' : (mime.split(/[/.]/).pop() ?? '?').slice(0, 4).toUpperCase();
    res
      .type('image/svg+xml')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16" rx="2" fill="#5f6368"/><text x="8" y="11" font-size="5" font-family="sans-serif" fill="#fff" text-anchor="middle">${escapeHtml(label)}</text></svg>`,
      );
  });

  return router;
}

/** Where the item sits as Drive shows it: folder names, then the Drive name (not the file name). */
function drivePath(item: DriveItem): string {
  const folders = path.posix
    .dirname(item.relativePath)
    .split('/')
    .filter((part) => part !== '.');
  if (folders[0] === TRASH_FOLDER) folders[0] = 'Trash';
  else folders.unshift('My Drive');
  return [...folders, item.name].join(' / ');
}

async function viewBody(item: DriveItem, catalogue: DriveCatalogue, texts: TextIndex): Promise<string> {
  const facts = [
    ['Type', item.mimeType],
    ['Owner', `${displayNameFor(item.email)} (${item.email})`],
    ['Modified', item.modifiedTime.toISOString()],
    ...(item.isFolder ? [] : [['Size', `${item.size} bytes`]]),
    ['Location', drivePath(item)],
    ...(item.trashed ? [['Trashed', 'yes']] : []),
  ];
  const head = `<dl>${facts.map(([k, v]) => `<dt>${k}</dt><dd>${escapeHtml(v!)}</dd>`).join('')}</dl>`;
  if (item.isFolder) {
    const children = (await catalogue.items(item.email)).filter((child) => child.parentId === item.id);
    const links = children.map((c) => `<li><a href="/drive/view/${c.id}">${escapeHtml(c.name)}</a></li>`);
    return `${head}<h2>Contents</h2><ul>${links.join('') || '<li>(empty)</li>'}</ul>`;
  }
  const download = `<p><a id="download" href="/drive/view/${item.id}/download">Download</a></p>`;
  if (item.mimeType === GOOGLE_DOC && item.contentType === 'text/markdown') {
    const source = await fs.readFile(item.absolutePath, 'utf8');
    return `${head}${download}<article>${blocksToHtml(parseBlocks(source))}</article>`;
  }
  if (isTextContent(item.contentType)) {
    const text = await fs.readFile(item.absolutePath, 'utf8');
    return `${head}${download}<pre id="content">${escapeHtml(text)}</pre>`;
  }
  const text = await texts.text(item);
  const extracted = text.trim()
    ? `<h2>Text content</h2><pre id="content">${escapeHtml(text)}</pre>`
    : '<p>No text could be read from this file.</p>';
  return `${head}${download}${extracted}`;
}
