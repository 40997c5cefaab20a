import type { SettingsVersion } from '@quarry/contracts/admin';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { formatDateTime } from '@/lib/format-date';
import { useRestoreVersion } from '../api/admin-mutations';
import { useSettingsVersion, useSettingsVersions } from '../api/admin-queries';
import { VersionDiff } from './version-diff';

/**
 * Every saved version (author, time, note), any two compared prompt by prompt, and Restore, which
 * makes a new version equal to an old one (docs/architecture/administration.md).
 */
export function SettingsHistory() {
  const versions = useSettingsVersions();
  const restore = useRestoreVersion();
  const [chosen, setChosen] = useState<number[]>([]);
  const [toRestore, setToRestore] = useState<SettingsVersion>();
  const [older, newer] = [...chosen].sort((a, b) => a - b);
  const from = useSettingsVersion(chosen.length === 2 ? older : undefined);
  const to = useSettingsVersion(chosen.length === 2 ? newer : undefined);

  function toggle(number: number, on: boolean) {
    setChosen((current) =>
      on ? [...current.filter((n) => n !== number), number].slice(-2) : current.filter((n) => n !== number),
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History aria-hidden="true" />
          Versions
        </CardTitle>
        <CardDescription>Tick two versions to compare them.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {versions.data?.length === 0 && (
          <p className="text-muted-foreground text-sm">No saved versions yet.</p>
        )}
        <ul aria-label="Versions" className="flex flex-col gap-2">
          {versions.data?.map((version) => (
            <li
              key={version.number}
              className="flex flex-wrap items-center gap-3 rounded-md border p-2 text-sm"
            >
              <Checkbox
                id={`version-${version.number}`}
                checked={chosen.includes(version.number)}
                onCheckedChange={(on) => toggle(version.number, on === true)}
              />
              <Label htmlFor={`version-${version.number}`} className="flex-1">
                Version {version.number}: {version.message}
                <span className="block font-normal text-muted-foreground text-xs">
                  {version.author} · {formatDateTime(version.createdAt)}
                </span>
              </Label>
              <Button size="sm" variant="outline" onClick={() => setToRestore(version)}>
                Restore version {version.number}
              </Button>
            </li>
          ))}
        </ul>
        {from.data && to.data && (
          <section
            aria-label={`Version ${older} compared with version ${newer}`}
            className="flex flex-col gap-2"
          >
            <h3 className="font-medium">
              Version {older} → version {newer}
            </h3>
            <VersionDiff from={from.data.settings} to={to.data.settings} />
          </section>
        )}
      </CardContent>
      <ConfirmDialog
        open={toRestore !== undefined}
        onOpenChange={(open) => !open && setToRestore(undefined)}
        title="Restore Version"
        description={`Make version ${toRestore?.number} live again? It is saved as a new version; nothing is lost.`}
        confirmLabel="Restore"
        cancelLabel="Cancel"
        pending={restore.isPending}
        onConfirm={() =>
          toRestore && restore.start(toRestore.number, { onSettled: () => setToRestore(undefined) })
        }
      />
    </Card>
  );
}
