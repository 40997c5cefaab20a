import type { FoundDocument } from '@quarry/contracts/research';
import { ExternalLink } from 'lucide-react';
import { cn } from '@/lib/utils';

type DocumentRowProps = { document: FoundDocument; selected: boolean; onToggle: () => void };

/**
 * One search result: a checkbox (none for unsupported types), its type badge, the Shared Drive it is
 * in (none for My Drive), and a link to open it.
 */
export function DocumentRow({ document, selected, onToggle }: DocumentRowProps) {
  const { name, badge, supported, webViewLink, driveName } = document;
  return (
    <li className={cn('flex items-start gap-3 rounded-md border p-3', !supported && 'bg-muted/60')}>
      <input
        type="checkbox"
        aria-label={name}
        checked={selected}
        disabled={!supported}
        onChange={onToggle}
        className="mt-1 size-4"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="break-all text-sm font-medium">{name}</span>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs',
              supported ? 'bg-secondary text-secondary-foreground' : 'bg-amber-100 text-amber-900',
            )}
          >
            {supported ? badge : `${badge} (Not Supported)`}
          </span>
        </div>
        {driveName && <p className="text-xs text-muted-foreground">in {driveName}</p>}
        {!supported && (
          <div className="text-xs text-amber-900">
            <p>File Type Not Supported by Quarry</p>
            <p>Output this file to PDF to make it Compatible</p>
          </div>
        )}
      </div>
      {webViewLink && (
        <a
          href={webViewLink}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open ${name} in Google Drive`}
          className="rounded-md p-1 text-muted-foreground hover:bg-accent"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
        </a>
      )}
    </li>
  );
}
