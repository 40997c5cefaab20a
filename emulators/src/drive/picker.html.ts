import { escapeHtml } from '../shared/escape-html';
import type { DriveItem } from './catalogue';
import { page } from './drive-view.html';

/** What the page needs to show one folder of the drive: where it is, and the folders in it. */
export interface PickerView {
  token: string;
  origin: string;
  /** From My Drive down to the folder shown (My Drive itself has an empty id). */
  trail: { id: string; name: string }[];
  folders: DriveItem[];
  /** At the top only: the Shared Drives the person is a member of. */
  shared?: DriveItem[];
}

/** The Picker's callback data (google.picker.ResponseObject): a chosen folder, or none. */
export type PickerResult =
  | { action: 'picked'; docs: { id: string; name: string; mimeType: string }[] }
  | { action: 'cancel' };

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

function addressOf(view: PickerView, folderId: string): string {
  const query = new URLSearchParams({ token: view.token, origin: view.origin });
  if (folderId) query.set('folder', folderId);
  return `/picker?${query}`;
}

/**
 * The emulated Picker's folder view: the way down from My Drive, the folders here as a radio group
 * (each with a link to open it), then Select and Cancel. Plain HTML: keyboard and screen readers
 * get native controls and labels.
 */
export function pickerPage(view: PickerView): string {
  const here = view.trail.at(-1) ?? { id: '', name: 'My Drive' };
  const crumbs = view.trail.map((step, index) =>
    index === view.trail.length - 1
      ? `<li aria-current="location">${escapeHtml(step.name)}</li>`
      : `<li><a href="${escapeHtml(addressOf(view, step.id))}">${escapeHtml(step.name)}</a></li>`,
  );
  const choices = [...view.folders, ...(view.shared ?? [])].map(
    (folder) => `<li><input type="radio" name="folder" id="f-${folder.id}" value="${folder.id}" required>
<label for="f-${folder.id}">${escapeHtml(folder.name)}${folder.id === folder.driveId ? ' (Shared drive)' : ''}</label>
<a href="${escapeHtml(addressOf(view, folder.id))}" aria-label="Open ${escapeHtml(folder.name)}">Open</a></li>`,
  );
  if (here.id) {
    choices.unshift(`<li><input type="radio" name="folder" id="f-here" value="${here.id}" required>
<label for="f-here">This folder (${escapeHtml(here.name)})</label></li>`);
  }
  const list = choices.length ? `<ul class="folders">${choices.join('\n')}</ul>` : '<p>No folders here.</p>';
  return page(
    'Select a folder',
    `<nav aria-label="Location"><ol class="trail">${crumbs.join('')}</ol></nav>
<form method="post" action="/picker/select">
${hidden('token', view.token)}${hidden('origin', view.origin)}
<fieldset><legend>Folders in ${escapeHtml(here.name)}</legend>${list}</fieldset>
<p class="actions"><button type="submit">Select</button>
<button type="submit" formaction="/picker/cancel" formnovalidate>Cancel</button></p>
</form>
<style>.trail{display:flex;gap:.5rem;list-style:none;padding:0}.trail li+li::before{content:"/";margin-right:.5rem}
.folders{list-style:none;padding:0}.folders li{display:flex;gap:.75rem;align-items:center;padding:.25rem 0}
.actions{display:flex;gap:.5rem}</style>`,
  );
}

/**
 * The answer to Select or Cancel: hands the result to the window that opened the Picker (the
 * iframe's parent, or a popup's opener), only at the origin it gave, as Google's Picker calls back.
 */
export function resultPage(result: PickerResult, origin: string): string {
  const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  const said =
    result.action === 'picked' ? `Chose “${escapeHtml(result.docs[0]?.name ?? '')}”.` : 'Cancelled.';
  return page(
    result.action === 'picked' ? 'Folder chosen' : 'No folder chosen',
    `<p>${said} You can close this window.</p>
<script>(window.opener || window.parent).postMessage(${json(result)}, ${json(origin)});</script>`,
  );
}

/** A problem with the Picker's address (a token that expired, an origin that is not one). */
export function problemPage(message: string): string {
  return page('Google Picker', `<p role="alert">${escapeHtml(message)}</p>`);
}
