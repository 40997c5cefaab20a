/** The file types the analytics screen counts documents by (the ten Quarry reads, and the rest). */
const LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.google-apps.document': 'Google Docs',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.google-apps.spreadsheet': 'Google Sheets',
  'text/csv': 'CSV',
  'text/markdown': 'Markdown',
  'text/x-markdown': 'Markdown',
  'text/plain': 'Text',
  'application/json': 'JSON',
  'text/xml': 'XML',
  'application/xml': 'XML',
};

export function fileTypeLabel(mimeType: string): string {
  return LABELS[mimeType] ?? 'Other';
}
