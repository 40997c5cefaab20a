import { EXPORT_MENU, type ExportFormat } from '@quarry/contracts/exports';
import { ChevronDown, Download, Loader2 } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/hooks/use-toast';
import { SessionExpiredError } from '@/lib/api-error';
import { useDriveToken } from '@/modules/account/api/check-drive-token';
import { downloadExport } from '../api/download-export';
import { useGoogleDoc } from '../hooks/use-google-doc';
import { OpenGoogleDocLink } from './google-doc-link';
import { SaveToGoogleDocsDialog } from './save-to-google-docs-dialog';

export const NO_DRIVE_REASON = 'Connect Google Drive first to save to Google Docs';

/** The spinner of a busy item; the item's aria-busy says it to assistive technology. */
function BusyIcon() {
  return <Loader2 aria-hidden="true" className="animate-spin text-muted-foreground" />;
}

function labelOf(format: ExportFormat): string {
  return EXPORT_MENU.find((entry) => entry.format === format)?.label ?? format;
}

type Props = {
  executionId: string;
  /** A team member's view of a shared run: the shared paths, which export only what they may see. */
  shared?: boolean;
};

/**
 * The 'Export' menu of a finished report (DESIGN section 19; issue 27, item 1): the file formats
 * download, 'Google Docs' saves to the person's Drive. A failure says why and changes nothing.
 */
export function ExportMenu({ executionId, shared = false }: Props) {
  const [busy, setBusy] = useState<ExportFormat | undefined>();
  // Controlled: the menu stays open while a file is written, then closes, so one click opens it again.
  const [menuOpen, setMenuOpen] = useState(false);
  // 'Google Docs' with no doc saved before asks where to save it (the folder dialog).
  const [choosingFolder, setChoosingFolder] = useState(false);
  const openFolderDialog = useCallback(() => setChoosingFolder(true), []);
  const googleDoc = useGoogleDoc(executionId, shared, { onChooseAgain: openFolderDialog });
  const noDrive = useDriveToken().data?.token_exists === false;
  const labelId = useId();
  const reasonId = useId();

  async function download(format: ExportFormat) {
    setBusy(format);
    try {
      await downloadExport(executionId, format, shared);
    } catch (error) {
      if (!(error instanceof SessionExpiredError)) {
        const description =
          error instanceof Error && error.message ? error.message : 'Failed to export report';
        toast({ title: 'Error', description, variant: 'destructive' });
      }
    } finally {
      setBusy(undefined);
      setMenuOpen(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <Download aria-hidden="true" />
            Export
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {EXPORT_MENU.map((entry) => {
            if (entry.format === 'google-docs') {
              return (
                <DropdownMenuItem
                  key={entry.format}
                  disabled={noDrive || googleDoc.saving}
                  aria-busy={googleDoc.saving || undefined}
                  // The reason describes the item; its name stays 'Google Docs'.
                  aria-labelledby={labelId}
                  aria-describedby={noDrive ? reasonId : undefined}
                  onSelect={() => (googleDoc.doc ? void googleDoc.save() : openFolderDialog())}
                  className="flex-col items-start gap-0.5"
                >
                  <span className="flex items-center gap-2">
                    <span id={labelId}>{entry.label}</span>
                    {googleDoc.saving && <BusyIcon />}
                  </span>
                  {noDrive && (
                    <span id={reasonId} className="text-xs text-muted-foreground">
                      {NO_DRIVE_REASON}
                    </span>
                  )}
                </DropdownMenuItem>
              );
            }
            const format = entry.format;
            return (
              <DropdownMenuItem
                key={format}
                disabled={busy !== undefined}
                aria-busy={busy === format || undefined}
                // The menu stays open while the file is written, so the busy item can be seen.
                onSelect={(event) => {
                  event.preventDefault();
                  void download(format);
                }}
              >
                {entry.label}
                {busy === format && <BusyIcon />}
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
      {busy && (
        <span role="status" className="text-sm text-muted-foreground">
          {`Writing the ${labelOf(busy)}...`}
        </span>
      )}
      {googleDoc.saving && (
        <span role="status" className="text-sm text-muted-foreground">
          Saving to Google Docs...
        </span>
      )}
      {googleDoc.doc && <OpenGoogleDocLink doc={googleDoc.doc} />}
      <SaveToGoogleDocsDialog open={choosingFolder} onOpenChange={setChoosingFolder} googleDoc={googleDoc} />
    </div>
  );
}
