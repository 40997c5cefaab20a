import { InviteMemberRequest, type TeamMember, type TeamSummary } from '@quarry/contracts/teams';
import { Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date';
import { sentenceResolver } from '@/lib/sentence-resolver';
import { useInviteMember, useMembers, usePromoteMember, useRemoveMember } from '../api/team-mutations';

function InviteForm({ teamId }: { teamId: string }) {
  const invite = useInviteMember(teamId);
  const form = useForm({ resolver: sentenceResolver(InviteMemberRequest), defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(({ email }) => {
    invite.start(email, { onSuccess: () => form.reset({ email: '' }) });
  });
  return (
    <Form {...form}>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem className="flex-1">
              <FormLabel>Invite by Gmail address</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  type="email"
                  inputMode="email"
                  placeholder="name@gmail.com"
                  autoComplete="off"
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={invite.isPending} className="sm:mt-[1.375rem]">
          {invite.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Invite
        </Button>
      </form>
    </Form>
  );
}

function MemberRow({
  teamId,
  member,
  onRemove,
}: {
  teamId: string;
  member: TeamMember;
  onRemove: () => void;
}) {
  const promote = usePromoteMember(teamId);
  const accepted = member.inviteStatus === 'accepted';
  return (
    <li className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="break-all text-sm font-medium">
          {member.name ? `${member.name} · ` : ''}
          {member.email}
          {member.isCurrentUser ? ' (you)' : ''}
        </p>
        <p className="text-xs text-muted-foreground">Invited {formatDateTime(member.invitedAt)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={accepted ? 'default' : 'secondary'}>{accepted ? 'Accepted' : 'Pending'}</Badge>
        {member.role === 'admin' ? (
          <Badge variant="outline">Admin</Badge>
        ) : accepted ? (
          <Button
            size="sm"
            variant="outline"
            disabled={promote.isPending}
            onClick={() => promote.mutate(member.id)}
          >
            Make Admin
          </Button>
        ) : null}
        <Button size="icon" variant="ghost" aria-label={`Remove ${member.email}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** Manage Members (spec part 3): invite, the list with its badges, Make Admin, remove. */
export function MembersDialog({
  team,
  open,
  onOpenChange,
}: {
  team: TeamSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const members = useMembers(team.id, open);
  const remove = useRemoveMember(team.id);
  const [removing, setRemoving] = useState<TeamMember | undefined>(undefined);
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-h-[90vh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Manage Members</DialogTitle>
            <DialogDescription>{team.name}: invite people by their Gmail address.</DialogDescription>
          </DialogHeader>
          <InviteForm teamId={team.id} />
          {members.isPending && <Spinner label="Loading the members" />}
          {members.isError && (
            <p role="alert" className="text-sm text-destructive">
              Could not load the members.
            </p>
          )}
          {members.data && (
            <ul aria-label="Members" className="flex flex-col gap-2">
              {members.data.map((member) => (
                <MemberRow
                  key={member.id}
                  teamId={team.id}
                  member={member}
                  onRemove={() => setRemoving(member)}
                />
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(next) => !next && setRemoving(undefined)}
        title="Remove member?"
        description={`${removing?.email ?? ''} loses access to this team's reports.`}
        confirmLabel="Remove"
        cancelLabel="Cancel"
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSettled: () => setRemoving(undefined) });
        }}
      />
    </>
  );
}
