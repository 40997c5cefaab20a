import { escapeHtml } from '../shared/escape-html';

/** Plain server-rendered pages for the parts of Stripe a person clicks through (no external assets). */

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f6f8fa;color:#1a1f36;margin:0}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:8px;padding:1.5rem 2rem;box-shadow:0 1px 4px #0002}
.badge{display:inline-block;font-size:.75rem;background:#ffde92;color:#5a3e00;border-radius:4px;padding:.1rem .4rem}
label{display:block;margin:.8rem 0 .25rem;font-weight:600;font-size:.9rem}
input{width:100%;box-sizing:border-box;padding:.55rem;border:1px solid #c6ccd6;border-radius:6px;font-size:1rem}
.row{display:flex;gap:1rem}.row>div{flex:1}
button{margin-top:1.2rem;width:100%;padding:.65rem;border:0;border-radius:6px;background:#635bff;color:#fff;font-size:1rem;cursor:pointer}
button.secondary{background:#fff;color:#635bff;border:1px solid #635bff}
.error{color:#b3093c;background:#fde8ee;border-radius:6px;padding:.6rem;margin-top:1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}dt{color:#5b6478}dd{margin:0}
section{border-top:1px solid #e3e8ee;padding-top:1rem;margin-top:1rem}
small,.muted{color:#5b6478}
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><p><span class="badge">Stripe emulator · test mode</span></p>
${body}
</main></body></html>`;
}

export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  );
}

export function formatDate(seconds: number): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(seconds * 1000),
  );
}
