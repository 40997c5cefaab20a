import type { DriveDirectory } from '@quarry/contracts/user';

/** The folders searches are limited to, with their count. */
export function SelectedDirectories({ directories }: { directories: DriveDirectory[] }) {
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
            <li key={directory.id}>
              <span className="font-medium">{directory.name}</span>
              {directory.path && <span className="text-muted-foreground"> {directory.path}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
