import { escapeHtml } from '../shared/escape-html';
import type { MailboxMessage } from './mailbox';

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;color:#1f2933;background:#f5f7fa}
header{background:#1f2933;color:#fff;padding:12px 24px}header a{color:#fff}
main{max-width:960px;margin:24px auto;padding:0 16px}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #e4e7eb;vertical-align:top}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;background:#fff;padding:12px}
dt{font-weight:600}pre{white-space:pre-wrap;background:#fff;padding:12px;border:1px solid #e4e7eb}
iframe{width:100%;height:480px;border:1px solid #e4e7eb;background:#fff}
`;

/** The page's own policy: no scripts at all, no remote loads; it is inherited by the srcdoc frame. */
export const MAILBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'";

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><a href="/mailbox">Mailbox</a> · Quarry emulator (SendGrid)</header><main>${body}</main></body></html>`;
}

export function mailboxPage(messages: MailboxMessage[], filter?: string): string {
  const rows = messages
    .map(
      (m) => `<tr><td>${escapeHtml(m.to.join(', '))}</td>
<td><a href="/mailbox/${encodeURIComponent(m.id)}">${escapeHtml(m.subject || '(no subject)')}</a></td>
<td><time datetime="${m.receivedAt}">${escapeHtml(m.receivedAt.replace('T', ' ').slice(0, 19))} UTC</time></td></tr>`,
    )
    .join('\n');
  return page(
    'Mailbox',
    `<h1>Mailbox${filter ? ` for ${escapeHtml(filter)}` : ''}</h1>
${
  messages.length === 0
    ? '<p>No messages yet.</p>'
    : `<table><thead><tr><th>To</th><th>Subject</th><th>Received</th></tr></thead><tbody>${rows}</tbody></table>`
}
<form method="post" action="/mailbox/clear"><p><button type="submit">Clear mailbox</button></p></form>`,
  );
}

/** Links a person (or a browser test) can follow from an HTML e-mail; only http(s) ones. */
function linksIn(html: string): string[] {
  const hrefs = [...html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  return [...new Set(hrefs.filter((h) => /^https?:\/\//i.test(h)))];
}

export function messagePage(m: MailboxMessage): string {
  const header = (name: string, value: string | undefined) =>
    value ? `<dt>${name}</dt><dd>${escapeHtml(value)}</dd>` : '';
  const from = m.fromName ? `${m.fromName} <${m.from}>` : m.from;
  const links = m.html ? linksIn(m.html) : [];
  // The e-mail's HTML is untrusted: a sandboxed frame with no scripts, no same-origin access and
  // no top navigation; links open in a new tab.
  const frame = m.html
    ? `<h2>HTML part</h2><iframe title="HTML part" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(
        `<base target="_blank">${m.html}`,
      )}"></iframe>`
    : '';
  return page(
    m.subject || '(no subject)',
    `<h1>${escapeHtml(m.subject || '(no subject)')}</h1>
<dl>${header('From', from)}${header('To', m.to.join(', '))}${header('Cc', m.cc.join(', '))}${header('Bcc', m.bcc.join(', '))}
${header('Reply-To', m.replyTo)}${header('Date', m.receivedAt)}${header('Message-ID', m.messageId)}
${header('Template', m.templateId)}${header('Attachments', m.attachments.map((a) => `${a.filename} (${a.size} bytes)`).join(', '))}</dl>
${m.text !== null ? `<h2>Text part</h2><pre>${escapeHtml(m.text)}</pre>` : ''}
${frame}
${links.length > 0 ? `<h2>Links</h2><ul>${links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>` : ''}`,
  );
}

export function notFoundPage(): string {
  return page(
    'Message not found',
    '<h1>Message not found</h1><p>It may have been cleared. <a href="/mailbox">Back to the mailbox</a></p>',
  );
}
