import type { DriveDirectory } from '@quarry/contracts/user';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';

type SelectedDirectoriesProps = {
  directories: DriveDirectory[];
  /** Drops one folder from the selection (it is saved with 'Save Selected Directories'). */
  onRemove: (directory: DriveDirectory) => void;
};

/** The folders searches are limited to, with their count; each can be removed here too. */
export function SelectedDirectories({ directories, onRemove }: SelectedDirectoriesProps) {
  return (
    <section aria-labelledby="selected-directories-title" className="flex flex-col gap-2">
      <h2 id="selected-directories-title" className="font-semibold">
        Selected Directories ({directories.length})
      </h2>
      {directories.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          None selected: searches look through all of your Google Drive.
        </p>
      ) : (
        <ul aria-label="Selected directories" className="flex flex-col gap-1 text-sm">
          {directories.map((directory) => (
            <li key={directory.id} className="flex items-center gap-2">
              <span className="min-w-0 break-words">
                <span className="font-medium">{directory.name}</span>
                {directory.path && <span className="text-muted-foreground"> {directory.path}</span>}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 shrink-0"
                aria-label={`Remove ${directory.name}`}
                onClick={() => onRemove(directory)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
