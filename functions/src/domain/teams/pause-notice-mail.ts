import type { PausedReason } from '@quarry/contracts/subscription';
import type { OutgoingMail } from '../../ports/mailer.port';
import { escapeHtml } from '../shared/escape-html';

const CAUSE: Record<PausedReason, string> = {
  plan_ended: 'Your Quarry Teams plan has ended',
  renewal_failed: 'The renewal payment for your Quarry Teams plan failed',
};
const FIX: Record<PausedReason, string> = {
  plan_ended: 'Subscribe again',
  renewal_failed: 'Update your payment method',
};

/**
 * The leader's one e-mail when their scheduled shares pause (docs/decisions/schedules-and-delivery.md): why, which
 * reports and teams stop getting their e-mails, that they resume with the plan (from the next
 * scheduled time, with no catch-up runs), and where to fix it.
 */
export function pauseNoticeMail(input: {
  reason: PausedReason;
  /** "Weekly recall status (Recall Response)", one per scheduled share. */
  schedules: string[];
  subscribeLink: string;
}): Omit<OutgoingMail, 'to'> {
  const count = input.schedules.length;
  const what = `${count} scheduled report${count === 1 ? '' : 's'}`;
  const lead = `${CAUSE[input.reason]}, so your ${what} ${count === 1 ? 'is' : 'are'} paused: they will not run, and your team members will not get their e-mails.`;
  const resume =
    'They resume by themselves as soon as the plan is active again, from their next scheduled time (missed runs are not made up).';
  const fix = `${FIX[input.reason]}: ${input.subscribeLink}`;
  return {
    subject: `Your ${what} ${count === 1 ? 'is' : 'are'} paused`,
    text: [lead, '', ...input.schedules.map((s) => `- ${s}`), '', resume, '', fix].join('\n'),
    html: [
      `<p>${escapeHtml(lead)}</p>`,
      `<ul>${input.schedules.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`,
      `<p>${escapeHtml(resume)}</p>`,
      `<p><a href="${escapeHtml(input.subscribeLink)}">${escapeHtml(FIX[input.reason])}</a></p>`,
    ].join('\n'),
  };
}
