import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useProfile } from '@/modules/account/api/get-profile';
import { useDeleteAccount } from '../api/delete-account';
import { DeletionTerms } from './deletion-terms';

/** The typed address confirms when it is the person's own, whatever its case and outer spaces. */
export function confirmsEmail(typed: string, email: string | undefined): boolean {
  return email !== undefined && typed.trim().toLowerCase() === email.trim().toLowerCase();
}

/** 'Delete my account' in the Danger Zone: what goes and what stays, confirmed by typing one's e-mail. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const { data: profile } = useProfile();
  const deletion = useDeleteAccount();
  const inputId = useId();
  const confirmed = confirmsEmail(typed, profile?.email);
  const onOpenChange = (next: boolean) => {
    if (deletion.isPending) return;
    setOpen(next);
    if (!next) setTyped('');
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">Delete my account</Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This deletes your Quarry account and everything in it, within minutes. It cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DeletionTerms />
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (confirmed) deletion.start({ email: typed.trim() });
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={inputId}>Type your e-mail address to confirm</Label>
            <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
              Your address is <span className="font-medium text-foreground break-all">{profile?.email}</span>.
            </p>
            <Input
              id={inputId}
              type="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-describedby={`${inputId}-hint`}
              value={typed}
              disabled={deletion.isPending}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={deletion.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!confirmed || deletion.isPending}>
              {deletion.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Delete my account
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
