import { EXPORT_MENU, type ExportFormat } from '@quarry/contracts/exports';
import { ChevronDown, Download } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useDriveToken } from '@/modules/account/api/check-drive-token';
import { useExportDownload } from '../hooks/use-export-download';
import { useGoogleDoc } from '../hooks/use-google-doc';
import { FileFormatItem, GoogleDocsItem } from './export-menu-items';
import { OpenGoogleDocLink } from './google-doc-link';
import { SaveToGoogleDocsDialog } from './save-to-google-docs-dialog';

function labelOf(format: ExportFormat): string {
  return EXPORT_MENU.find((entry) => entry.format === format)?.label ?? format;
}

type Props = {
  executionId: string;
  /** A team member's view of a shared run: the shared paths, which export only what they may see. */
  shared?: boolean;
};

/**
 * The 'Export' menu of a finished report (docs/architecture/exports.md; docs/decisions/exports.md): the file formats
 * download, 'Google Docs' saves to the person's Drive. A failure says why and changes nothing.
 */
export function ExportMenu({ executionId, shared = false }: Props) {
  // Controlled: the menu stays open while a file is written, then closes, so one click opens it again.
  const [menuOpen, setMenuOpen] = useState(false);
  const { busy, download } = useExportDownload(executionId, shared, () => setMenuOpen(false));
  // 'Google Docs' with no doc saved before asks where to save it (the folder dialog).
  const [choosingFolder, setChoosingFolder] = useState(false);
  const openFolderDialog = useCallback(() => setChoosingFolder(true), []);
  const googleDoc = useGoogleDoc(executionId, shared, { onChooseAgain: openFolderDialog });
  const noDrive = useDriveToken().data?.token_exists === false;

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
          {EXPORT_MENU.map((entry) =>
            entry.format === 'google-docs' ? (
              <GoogleDocsItem
                key={entry.format}
                label={entry.label}
                noDrive={noDrive}
                saving={googleDoc.saving}
                onSelect={() => (googleDoc.doc ? void googleDoc.save() : openFolderDialog())}
              />
            ) : (
              <FileFormatItem
                key={entry.format}
                label={entry.label}
                format={entry.format}
                busy={busy}
                onDownload={(format) => void download(format)}
              />
            ),
          )}
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
