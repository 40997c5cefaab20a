import { escapeHtml } from '../shared/escape-html';
import type { Block } from './markdown-blocks';

/** A self-contained page (inline styles only, no external assets). */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Google Drive (emulator)</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#202124}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}
pre{white-space:pre-wrap;background:#f8f9fa;padding:1rem;border-radius:4px}
table{border-collapse:collapse}td,th{border:1px solid #dadce0;padding:.25rem .5rem}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

export function blocksToHtml(blocks: Block[]): string {
  return blocks.map(blockHtml).join('\n');
}

function blockHtml(block: Block): string {
  switch (block.type) {
    case 'heading': {
      const level = Math.min(block.level + 1, 6);
      return `<h${level}>${escapeHtml(block.text)}</h${level}>`;
    }
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      return `<${tag}>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${tag}>`;
    }
    case 'table': {
      const rows = block.rows.map((row, r) => {
        const tag = r === 0 ? 'th' : 'td';
        return `<tr>${row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('')}</tr>`;
      });
      return `<table>${rows.join('')}</table>`;
    }
    case 'break':
      return '<hr>';
  }
}
