import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-date';
import { useAudit } from '../api/admin-queries';

const ACTIONS: Record<string, string> = {
  'settings.saved': 'Saved settings',
  'settings.restored': 'Restored settings',
  'access.granted': 'Granted access',
  'access.removed': 'Removed access',
  'user.reset': 'Reset user',
  'sessions.cleared': 'Cleared all chat sessions',
};

/** Every administrator action: who, what, target, when (docs/architecture/administration.md). */
export function AuditCard() {
  const audit = useAudit();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Audit</CardTitle>
      </CardHeader>
      <CardContent>
        {audit.data?.length === 0 ? (
          <p className="text-muted-foreground text-sm">No administrator actions yet.</p>
        ) : (
          <Table aria-label="Audit" scrollLabel="Audit log">
            <TableHeader>
              <TableRow>
                <TableHead>When</TableHead>
                <TableHead>Who</TableHead>
                <TableHead>What</TableHead>
                <TableHead>Target</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {audit.data?.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell className="whitespace-nowrap">{formatDateTime(entry.at)}</TableCell>
                  <TableCell>{entry.actor}</TableCell>
                  <TableCell>{ACTIONS[entry.action] ?? entry.action}</TableCell>
                  <TableCell className="break-all">{entry.target}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
