import type { OutgoingMail } from '../../../ports/mailer.port';
import { escapeHtml } from '../../shared/escape-html';

/**
 * The one e-mail each other member of a team gets when the team goes with its only administrator's
 * account (docs/architecture/accounts-and-data.md). It does not name the administrator: their account is being erased.
 */
export function teamDeletedMail(input: { teamName: string; appOrigin: string }): Omit<OutgoingMail, 'to'> {
  const lead = `The team "${input.teamName}" on Quarry has been deleted, because its administrator deleted their Quarry account.`;
  const effect =
    'The reports shared with the team are no longer available to you, and their scheduled e-mails have stopped. Your own Quarry account and your own reports are not affected.';
  return {
    subject: `The team "${input.teamName}" on Quarry has been deleted`,
    text: [lead, '', effect, '', `Quarry: ${input.appOrigin}`].join('\n'),
    html: [
      `<p>${escapeHtml(lead)}</p>`,
      `<p>${escapeHtml(effect)}</p>`,
      `<p><a href="${escapeHtml(input.appOrigin)}">Quarry</a></p>`,
    ].join('\n'),
  };
}
