import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';
import { ExportMenu } from '@/modules/report-export/components/export-menu';
import { renderRoute } from '@/testing/render-route';

/** A file answer as the export routes send it. */
export function fileResponse(body: string, fileName: string, contentType = 'application/pdf'): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="report"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });
}

/** Records the files the page hands to the browser to save (jsdom has no downloads). */
export function recordDownloads() {
  const saved: string[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = () => 'blob:fake';
  URL.revokeObjectURL = () => {};
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download) saved.push(this.download);
  });
  onTestFinished(() => click.mockRestore());
  return saved;
}

/** Shows the menu for run e1 on a report page and opens it. */
export async function openExportMenu(options: { shared?: boolean } = {}) {
  const url = options.shared ? '/shared-report-view/e1' : '/report-execution/e1';
  renderRoute(<ExportMenu executionId="e1" shared={options.shared} />, {
    path: url.replace('e1', ':id'),
    url,
  });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await screen.findByRole('menu');
  return user;
}
