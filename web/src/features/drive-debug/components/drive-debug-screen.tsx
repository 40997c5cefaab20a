import { RefreshCw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date';
import { useDriveToken } from '@/modules/account/api/check-drive-token';

function Status({ label, present }: { label: string; present: boolean }) {
  return (
    <div className="flex items-center justify-between gap-2 rounded-md border p-3">
      <span className="font-medium">{label}</span>
      <Badge variant={present ? 'default' : 'destructive'}>{present ? 'Present' : 'Missing'}</Badge>
    </div>
  );
}

/**
 * /drive-debug (spec part 3 section 2, docs/architecture/spec-gaps.md): the signed-in person's Drive grant as the
 * server holds it. Session Memory is always Missing: tokens are never kept between requests.
 */
export function DriveDebugScreen() {
  const token = useDriveToken();
  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader>
        <CardTitle asChild>
          <h1>Drive Token Debug</h1>
        </CardTitle>
        <CardDescription>Where your Google Drive authorization is kept, and what it allows.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {token.isPending ? (
          <Spinner />
        ) : token.isError ? (
          <p role="alert" className="text-destructive">
            Error: Failed to check Drive token status
          </p>
        ) : (
          <>
            <Status label="Session Memory" present={false} />
            <Status label="Database Blob" present={token.data.token_exists} />
            {token.data.token_exists && (
              <dl className="grid gap-2 text-sm">
                <div>
                  <dt className="font-medium">Granted by</dt>
                  <dd>{token.data.grantedBy}</dd>
                </div>
                {token.data.grantedAt && (
                  <div>
                    <dt className="font-medium">Granted</dt>
                    <dd>{formatDateTime(token.data.grantedAt)}</dd>
                  </div>
                )}
                <div>
                  <dt className="font-medium">Refreshable</dt>
                  <dd>{token.data.refreshable ? 'Yes' : 'No'}</dd>
                </div>
                <div>
                  <dt className="font-medium">Scopes</dt>
                  <dd>
                    <ul className="list-disc pl-5">
                      {token.data.scopes?.map((scope) => (
                        <li key={scope} className="break-all">
                          {scope}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
            )}
          </>
        )}
        <Button
          variant="outline"
          className="self-start"
          disabled={token.isFetching}
          onClick={() => void token.refetch()}
        >
          <RefreshCw aria-hidden="true" className={token.isFetching ? 'animate-spin' : undefined} />
          Refresh Status
        </Button>
      </CardContent>
    </Card>
  );
}
