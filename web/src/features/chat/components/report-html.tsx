import { useMemo } from 'react';
import { sanitizeReportHtml } from '../utils/sanitize-report-html';

/** An assistant answer: report HTML, sanitized again here before it reaches the page. */
export function ReportHtml({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeReportHtml(html), [html]);
  return (
    <div
      className="flex flex-col gap-2 text-sm leading-relaxed [&_a]:text-blue-700 [&_a]:underline [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_table]:w-full [&_table]:text-left [&_td]:border [&_td]:p-1 [&_th]:border [&_th]:p-1 [&_ul]:list-disc [&_ul]:pl-5"
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
