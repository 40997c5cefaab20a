import { zodResolver } from '@hookform/resolvers/zod';
import { CreateTeamRequest } from '@quarry/contracts/teams';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { useQuickCreateTeam } from '../api/share-saved-report';

/**
 * Add Team (spec part 2 section 2): creates a team from its name (trimmed, not empty) to share
 * the report with; the new team comes back to Share with Team, selected.
 */
export function AddTeamDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (teamId: string) => void;
}) {
  const create = useQuickCreateTeam();
  const form = useForm({ resolver: zodResolver(CreateTeamRequest), defaultValues: { name: '' } });

  useEffect(() => {
    if (open) form.reset({ name: '' });
  }, [open, form]);

  const onSubmit = form.handleSubmit(({ name }) =>
    create.start(name, { onSuccess: ({ team }) => onCreated(team.id) }),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent>
        <Form {...form}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
            <DialogHeader>
              <DialogTitle>Add Team</DialogTitle>
              <DialogDescription>
                Create a team to share this report with. Invite its members from the Teams page.
              </DialogDescription>
            </DialogHeader>
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Team name</FormLabel>
                  <FormControl>
                    <Input {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormDialogFooter
              submitLabel="Create Team"
              pending={create.isPending}
              onCancel={() => onOpenChange(false)}
            />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
