import { changeSections } from '../reports/comparison/change-sections';
import type { FactChanges } from '../reports/comparison/fact-changes';
import { checksHtml, checksText, type EvidenceChecks } from '../reports/export/evidence-mail';
import { type GridMail, gridHtml, gridText } from '../reports/export/grid-mail';
import { escapeHtml } from '../shared/escape-html';
import type { RunChanges } from './run-changes';

export interface DeliveryMailInput {
  reportName: string;
  teamName: string;
  /** The report's opening, already sanitized and free of anything remote. */
  opening: { html: string; text: string };
  /** Where the documents disagree and how many quotes were verified, as this recipient may see them. */
  checks?: EvidenceChecks | null;
  /** The evidence grid's summary and link (docs/decisions/evidence-grid.md), as this recipient may see it; null: no grid. */
  grid?: GridMail | null;
  changes: RunChanges;
  /** A share that watches for changes (docs/decisions/watching.md): the cited facts that changed since the last run. */
  factChanges?: FactChanges | null;
  /** 'N of M documents read; K failed: reason' when the run could not read every document (docs/architecture/reading-economy.md). */
  documentsSummary?: string | null;
  /** Without document names (the owner keeps them private): only how many changed. */
  hideDocuments: boolean;
  reportLink: string;
  /** The page behind the link in the e-mail. */
  unsubscribeLink: string;
  /** Where a mail client POSTs the one-click unsubscribe (RFC 8058). */
  oneClickUrl: string;
}

function names(list: string[], hide: boolean): string {
  if (list.length === 0) return 'none';
  if (hide) return `${list.length} document${list.length === 1 ? '' : 's'}`;
  return list.join(', ');
}

/**
 * The "what changed since the last run" lines, the same in the text and the HTML part. Nothing
 * changed is said once; otherwise only the kinds of change that happened are listed.
 */
export function changeLines(changes: RunChanges, hide: boolean): string[] {
  if (!changes.compared) return ['This is the first run of this report for the team.'];
  const kinds: [string, string[]][] = [
    ['New documents', changes.added],
    ['Changed documents', changes.changed],
    ['Documents gone', changes.removed],
  ];
  const happened = kinds.filter(([, list]) => list.length > 0);
  return [
    ...(happened.length === 0
      ? ['No documents were added, changed or removed.']
      : happened.map(([label, list]) => `${label}: ${names(list, hide)}`)),
    `Sources cited last time: ${names(changes.citedBefore, hide)}`,
    `Sources cited now: ${names(changes.citedNow, hide)}`,
  ];
}

/**
 * One recipient's e-mail for a scheduled run (docs/architecture/schedules-and-delivery.md): the report's name, its opening
 * inline, its checks (section 20), its evidence grid's summary (docs/decisions/evidence-grid.md), what changed, a link to the shared view and a one-click unsubscribe link, also given as
 * the List-Unsubscribe header (RFC 8058) so mail clients can offer it.
 */
export function deliveryMail(input: DeliveryMailInput) {
  const changes = changeLines(input.changes, input.hideDocuments);
  const facts = input.factChanges ? changeSections(input.factChanges, input.hideDocuments) : [];
  const text = [
    `${input.reportName} (shared with ${input.teamName})`,
    ...(input.documentsSummary ? [input.documentsSummary] : []),
    '',
    input.opening.text,
    ...checksText(input.checks),
    ...gridText(input.grid),
    '',
    'What changed since the last run',
    ...changes.map((line) => `- ${line}`),
    ...facts.flatMap(([title, lines]) => ['', title, ...lines.map((line) => `- ${line}`)]),
    '',
    `Read the whole report: ${input.reportLink}`,
    '',
    `Stop these e-mails for this report: ${input.unsubscribeLink}`,
  ].join('\n');
  const html = [
    `<h1>${escapeHtml(input.reportName)}</h1>`,
    `<p>Shared with ${escapeHtml(input.teamName)}</p>`,
    ...(input.documentsSummary ? [`<p>${escapeHtml(input.documentsSummary)}</p>`] : []),
    input.opening.html,
    ...checksHtml(input.checks, (title) => `<h2>${title}</h2>`),
    ...gridHtml(input.grid, (title) => `<h2>${title}</h2>`),
    '<h2>What changed since the last run</h2>',
    `<ul>${changes.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ...facts.flatMap(([title, lines]) => [
      `<h3>${escapeHtml(title)}</h3>`,
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ]),
    `<p><a href="${escapeHtml(input.reportLink)}">Read the whole report</a></p>`,
    `<p style="font-size:12px;color:#666"><a href="${escapeHtml(input.unsubscribeLink)}">Unsubscribe</a> from e-mails for this report.</p>`,
  ].join('\n');
  return {
    subject: `${input.reportName}: your scheduled report is ready`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The owner's e-mail when a scheduled run failed: the report, the reason and where to look. */
export function failedRunMail(input: { reportName: string; teamName: string; reason: string; link: string }) {
  return {
    subject: `Your scheduled report "${input.reportName}" failed`,
    text: [
      `The scheduled run of "${input.reportName}" for ${input.teamName} failed.`,
      `Reason: ${input.reason}`,
      '',
      `See the details: ${input.link}`,
    ].join('\n'),
    html: [
      `<p>The scheduled run of <strong>${escapeHtml(input.reportName)}</strong> for ${escapeHtml(input.teamName)} failed.</p>`,
      `<p><strong>Reason:</strong> ${escapeHtml(input.reason)}</p>`,
      `<p><a href="${escapeHtml(input.link)}">See the details</a></p>`,
    ].join('\n'),
  };
}
