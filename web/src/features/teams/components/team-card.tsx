import type { TeamSummary } from '@quarry/contracts/teams';
import { FileText, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteTeam } from '../api/team-mutations';
import { MembersDialog } from './members-dialog';
import { SharedReportsDialog } from './shared-reports-dialog';

/** One team (spec part 3): counts and administrators; its administrators manage and delete it. */
export function TeamCard({ team }: { team: TeamSummary }) {
  const [dialog, setDialog] = useState<'members' | 'reports' | 'delete' | undefined>(undefined);
  const remove = useDeleteTeam();
  const close = (open: boolean) => !open && setDialog(undefined);
  return (
    <Card role="group" aria-label={team.name} className="flex min-w-0 flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="break-words text-xl">{team.name}</CardTitle>
          {team.isAdmin ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${team.name}`}
              onClick={() => setDialog('delete')}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <p className="flex items-center gap-2">
          <Users className="size-4 text-muted-foreground" aria-hidden="true" />
          {team.memberCount} member{team.memberCount === 1 ? '' : 's'}
        </p>
        <p className="flex items-center gap-2">
          <FileText className="size-4 text-muted-foreground" aria-hidden="true" />
          {team.sharedReportCount} shared report{team.sharedReportCount === 1 ? '' : 's'}
        </p>
        <div className="flex flex-wrap gap-1">
          {team.administrators.map((admin) => (
            <Badge key={`${admin.name}-${admin.isCurrentUser}`} variant="outline">
              {admin.isCurrentUser ? `${admin.name} (you)` : admin.name} · Admin
            </Badge>
          ))}
        </div>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {team.isAdmin ? (
          <Button variant="outline" size="sm" onClick={() => setDialog('members')}>
            Manage Members
          </Button>
        ) : null}
        <Button variant="outline" size="sm" onClick={() => setDialog('reports')}>
          View Shared Reports
        </Button>
      </CardFooter>
      {team.isAdmin ? <MembersDialog team={team} open={dialog === 'members'} onOpenChange={close} /> : null}
      <SharedReportsDialog team={team} open={dialog === 'reports'} onOpenChange={close} />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={close}
        title="Delete team?"
        description={`${team.name}, its memberships and its shares are deleted. Saved reports and their history stay with their owners.`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(team.id, { onSettled: () => setDialog(undefined) })}
      />
    </Card>
  );
}
