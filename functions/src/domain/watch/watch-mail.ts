import { describeWatchChange } from '@quarry/contracts/watch';
import { changeSections } from '../reports/comparison/change-sections';
import type { FactChanges } from '../reports/comparison/fact-changes';
import { escapeHtml } from '../shared/escape-html';

export interface WatchMailInput {
  reportName: string;
  /** The report's opening, already sanitized and free of anything remote. */
  opening: { html: string; text: string };
  changes: FactChanges;
  /** Without document names (the owner keeps them private from the team): 'a document'. */
  hideDocuments: boolean;
  reportLink: string;
  /** Why this person gets it: their own watch, or a team's share. */
  reason: string;
  unsubscribeLink: string;
  oneClickUrl: string;
}

/**
 * One recipient's 'what changed' e-mail of a watched report (docs/architecture/schedules-and-delivery.md and docs/architecture/watching.md): what its
 * documents now say that they did not (new, changed and dropped findings and sources), the new
 * report's opening, a link to it, and a one-click unsubscribe (also the List-Unsubscribe header).
 */
export function watchMail(input: WatchMailInput) {
  const summary = describeWatchChange(input.changes.counts);
  const sections = changeSections(input.changes, input.hideDocuments);
  const text = [
    `${input.reportName}: the answer changed`,
    `Documents of this report changed in Google Drive, so Quarry read them again. What changed: ${summary}.`,
    '',
    ...sections.flatMap(([title, lines]) => [title, ...lines.map((l) => `- ${l}`), '']),
    'The new report begins:',
    input.opening.text,
    '',
    `Read the whole report: ${input.reportLink}`,
    '',
    input.reason,
    `Stop these e-mails: ${input.unsubscribeLink}`,
  ].join('\n');
  const html = [
    `<h1>${escapeHtml(input.reportName)}: the answer changed</h1>`,
    `<p>Documents of this report changed in Google Drive, so Quarry read them again. What changed: ${escapeHtml(summary)}.</p>`,
    ...sections.flatMap(([title, lines]) => [
      `<h2>${escapeHtml(title)}</h2>`,
      `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    ]),
    '<h2>The new report begins</h2>',
    input.opening.html,
    `<p><a href="${escapeHtml(input.reportLink)}">Read the whole report</a></p>`,
    `<p style="font-size:12px;color:#666">${escapeHtml(input.reason)} <a href="${escapeHtml(input.unsubscribeLink)}">Unsubscribe</a>.</p>`,
  ].join('\n');
  return {
    subject: `${input.reportName}: what changed`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The owner's e-mail when a watched re-run failed: the report, the reason, and that it tries again. */
export function watchFailedMail(input: { reportName: string; reason: string; link: string }) {
  const retry = 'Quarry tries again in an hour; fix the cause and nothing needs doing.';
  return {
    subject: `Watching "${input.reportName}": the re-run failed`,
    text: [
      `A file of "${input.reportName}" changed in your Drive, but re-running the report failed.`,
      `Reason: ${input.reason}`,
      retry,
      '',
      `See the details: ${input.link}`,
    ].join('\n'),
    html: [
      `<p>A file of <strong>${escapeHtml(input.reportName)}</strong> changed in your Drive, but re-running the report failed.</p>`,
      `<p><strong>Reason:</strong> ${escapeHtml(input.reason)}</p>`,
      `<p>${escapeHtml(retry)}</p>`,
      `<p><a href="${escapeHtml(input.link)}">See the details</a></p>`,
    ].join('\n'),
  };
}
