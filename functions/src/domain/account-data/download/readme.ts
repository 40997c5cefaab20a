import { DATA_EXPORT_HOURS } from '@quarry/contracts/account-data';

/** README.txt: what each file of the download is, in words for the person who opens it. */
export function readmeText(email: string, builtAt: Date): string {
  return `Your Quarry data
================

Everything Quarry keeps that is yours, for ${email}, as it was on ${builtAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.
The files are JSON (open them in any text editor) and Markdown. Times are in UTC.

profile.json            Your profile: name, e-mail address, picture address, preferences, and the
                        state of your Teams plan as Stripe last told us.
saved-reports.json      The reports you saved: their questions, keywords, folders and settings.
chats/                  One file per chat session, with the whole conversation.
executions/             One file per report run: what it searched for, how it went, its documents,
                        its report, and what was found in each document. Runs of a team's shared
                        report whose owner keeps the documents private show them as you see them in
                        Quarry: without their names or addresses.
reports/                Each finished report as Markdown, as the Markdown export writes it.
usage.json              Your model use (calls, tokens) and its estimated cost, per run and per month.
teams.json              The teams you administer, with each member's e-mail address and role; the
                        teams you belong to or are invited to, with your own membership.
shares.json             The reports you shared with a team, and their schedules.
skipped-runs.json       Scheduled runs of your shared reports that did not happen, and why.
deliveries.json         Team reports e-mailed to your address.
unsubscribes.json       Team report e-mails you unsubscribed from.
google-docs.json        Reports you saved to your Google Drive as Google Docs.
access.json             Complimentary access granted to your address, if any.
spend-alerts.json       The monthly spending alerts we sent you.
schedule-pauses.json    Whether your scheduled reports are paused because your Teams plan stopped.
contact-messages.json   Messages you sent us through the contact form.

Not included: your Gemini API key and your Google Drive authorization (secrets, never shown again
once stored), your sign-in sessions, and Quarry's own bookkeeping (rate limits, retries). The cache of
what was read from your documents is not included either: what it holds is in executions/.

This download is deleted from Quarry ${DATA_EXPORT_HOURS} hours after it was prepared. To have everything
deleted, use Delete my account in Settings.
`;
}
