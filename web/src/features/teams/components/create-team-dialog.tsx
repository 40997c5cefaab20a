import { CreateTeamRequest } from '@quarry/contracts/teams';
import { Loader2, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { sentenceResolver } from '@/lib/sentence-resolver';
import { useCreateTeam } from '../api/team-mutations';

/** 'Create Team' and its dialog (spec part 3: 'Please enter a team name' for an empty name). */
export function CreateTeamDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateTeam();
  const form = useForm({ resolver: sentenceResolver(CreateTeamRequest), defaultValues: { name: '' } });
  const onSubmit = form.handleSubmit(({ name }) => {
    create.start(name, {
      onSuccess: () => {
        setOpen(false);
        form.reset({ name: '' });
      },
    });
  });
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        Create Team
      </Button>
      <Dialog open={open} onOpenChange={(next) => !create.isPending && setOpen(next)}>
        <DialogContent>
          <Form {...form}>
            <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
              <DialogHeader>
                <DialogTitle>Create Team</DialogTitle>
                <DialogDescription>Name the team; you will be its first administrator.</DialogDescription>
              </DialogHeader>
              <FormField
                control={form.control}
                name="name"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Team name</FormLabel>
                    <FormControl>
                      <Input {...field} autoComplete="off" />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <DialogFooter>
                <Button
                  type="button"
                  variant="outline"
                  disabled={create.isPending}
                  onClick={() => setOpen(false)}
                >
                  Cancel
                </Button>
                <Button type="submit" disabled={create.isPending}>
                  {create.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                  Create
                </Button>
              </DialogFooter>
            </form>
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
