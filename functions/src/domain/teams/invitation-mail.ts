import type { OutgoingMail } from '../../ports/mailer.port';
import { escapeHtml } from '../shared/escape-html';

/**
 * The invitation e-mail (docs/architecture/teams-and-sharing.md): who invites, to which team, and the link to the
 * invitation landing page, which signs the invitee in with that Google account.
 */
export function invitationMail(input: {
  appOrigin: string;
  email: string;
  teamName: string;
  inviterName: string;
}): Omit<OutgoingMail, 'to'> & { link: string } {
  const link = new URL('/team-join', input.appOrigin);
  link.searchParams.set('email', input.email);
  link.searchParams.set('teamName', input.teamName);
  link.searchParams.set('inviterName', input.inviterName);
  const href = link.toString();
  const subject = `${input.inviterName} invited you to join ${input.teamName} on Quarry`;
  const text = [
    `${input.inviterName} invited you to join the team "${input.teamName}" on Quarry.`,
    '',
    `As a team member you see the reports shared with the team and can run them with your own Gemini key. It is free.`,
    '',
    `Accept the invitation: ${href}`,
    '',
    `Sign in with the Google account ${input.email} to join.`,
  ].join('\n');
  const html = `<p>${escapeHtml(input.inviterName)} invited you to join the team <strong>${escapeHtml(input.teamName)}</strong> on Quarry.</p>
<p>As a team member you see the reports shared with the team and can run them with your own Gemini key. It is free.</p>
<p><a href="${escapeHtml(href)}">Accept the invitation</a></p>
<p>Sign in with the Google account ${escapeHtml(input.email)} to join.</p>`;
  return { subject, text, html, link: href };
}
