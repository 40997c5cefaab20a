import { FolderOpen } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type SessionContextProps = { directories: string[]; searchTerms: string[]; selectedCount: number };

/** What the open session searches: folders, keywords and how many documents were analysed. */
export function SessionContext({ directories, searchTerms, selectedCount }: SessionContextProps) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <div>
        <dt className="flex items-center justify-between font-medium">
          Directories
          <Link
            to={paths.googleDrive.getHref()}
            aria-label="Choose Google Drive directories"
            title="Choose Google Drive directories"
            className="rounded-md p-1 text-muted-foreground hover:bg-accent"
          >
            <FolderOpen className="size-4" aria-hidden="true" />
          </Link>
        </dt>
        <dd className="text-muted-foreground">
          {directories.length > 0 ? directories.join(', ') : 'All directories'}
        </dd>
      </div>
      <div>
        <dt className="font-medium">Search terms</dt>
        <dd className="text-muted-foreground">
          {searchTerms.length > 0 ? searchTerms.join(', ') : 'None yet'}
        </dd>
      </div>
      <div>
        <dt className="font-medium">Documents selected</dt>
        <dd className="text-muted-foreground">{selectedCount}</dd>
      </div>
    </dl>
  );
}
