import type { ExportFormat } from '@quarry/contracts/exports';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';

export const NO_DRIVE_REASON = 'Connect Google Drive first to save to Google Docs';

/** The spinner of a busy item; the item's aria-busy says it to assistive technology. */
function BusyIcon() {
  return <Loader2 aria-hidden="true" className="animate-spin text-muted-foreground" />;
}

type GoogleDocsItemProps = { label: string; noDrive: boolean; saving: boolean; onSelect: () => void };

/** 'Google Docs': saves to the person's Drive, or says why it cannot while Drive is not connected. */
export function GoogleDocsItem({ label, noDrive, saving, onSelect }: GoogleDocsItemProps) {
  const labelId = useId();
  const reasonId = useId();
  return (
    <DropdownMenuItem
      disabled={noDrive || saving}
      aria-busy={saving || undefined}
      // The reason describes the item; its name stays 'Google Docs'.
      aria-labelledby={labelId}
      aria-describedby={noDrive ? reasonId : undefined}
      onSelect={onSelect}
      className="flex-col items-start gap-0.5"
    >
      <span className="flex items-center gap-2">
        <span id={labelId}>{label}</span>
        {saving && <BusyIcon />}
      </span>
      {noDrive && (
        <span id={reasonId} className="text-xs text-muted-foreground">
          {NO_DRIVE_REASON}
        </span>
      )}
    </DropdownMenuItem>
  );
}

type FileItemProps = {
  label: string;
  format: ExportFormat;
  busy: ExportFormat | undefined;
  onDownload: (format: ExportFormat) => void;
};

/** A file format: downloads the report in it, busy while the file is written. */
export function FileFormatItem({ label, format, busy, onDownload }: FileItemProps) {
  return (
    <DropdownMenuItem
      disabled={busy !== undefined}
      aria-busy={busy === format || undefined}
      // The menu stays open while the file is written, so the busy item can be seen.
      onSelect={(event) => {
        event.preventDefault();
        onDownload(format);
      }}
    >
      {label}
      {busy === format && <BusyIcon />}
    </DropdownMenuItem>
  );
}
