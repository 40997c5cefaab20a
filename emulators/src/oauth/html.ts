import { escapeHtml } from '../shared/escape-html';

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f0f4f9;margin:0;color:#1f1f1f}
main{max-width:440px;margin:48px auto;background:#fff;border-radius:28px;padding:36px 40px}
h1{font-size:28px;font-weight:400;margin:8px 0}
.brand{font-weight:600;color:#1a73e8;letter-spacing:.02em}
.muted{color:#444746;font-size:14px}
ul{list-style:none;padding:0}
li{border-bottom:1px solid #e0e3e7;padding:10px 0}
button{font:inherit;cursor:pointer;border-radius:20px;padding:8px 22px;border:1px solid #747775;background:#fff}
button.primary{background:#0b57d0;color:#fff;border-color:#0b57d0}
button.account{border:0;padding:4px 0;color:#0b57d0;text-align:left}
label{display:block;margin:16px 0 4px}
input{font:inherit;width:100%;box-sizing:border-box;padding:10px;border:1px solid #747775;border-radius:4px}
.actions{display:flex;justify-content:flex-end;gap:12px;margin-top:24px}
.error{color:#b3261e}
`;

/** The frame of every sign-in page: plain HTML, one inline style sheet, no scripts, no remote assets. */
export function googlePage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><div class="brand">Google (Quarry emulator)</div>
${body}
</main></body></html>`;
}
