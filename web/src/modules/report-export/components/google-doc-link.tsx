import type { GoogleDocExport } from '@quarry/contracts/exports';
import { ExternalLink } from 'lucide-react';

/** The saved Google Doc's link, opened in a new tab. */
export function OpenGoogleDocLink({ doc }: { doc: GoogleDocExport }) {
  return (
    <a
      href={doc.link}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline underline-offset-4"
    >
      Open in Google Docs
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </a>
  );
}

/** The toast's text after a save: where the doc is, and the way to it. */
export function GoogleDocSavedToast({ doc }: { doc: GoogleDocExport }) {
  return (
    <span className="flex flex-col gap-1">
      <span>{`“${doc.name}” is in your Google Drive.`}</span>
      <OpenGoogleDocLink doc={doc} />
    </span>
  );
}
