import { Loader2, TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
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
import { useDeleteKeys } from '../api/delete-keys';

/**
 * Deleting one's own keys, behind a confirmation, and beside it `accountDeletion` ('Delete my
 * account', another feature's, placed by the route).
 */
export function DangerZone({ accountDeletion }: { accountDeletion?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteKeys();
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg text-destructive">
          <TriangleAlert className="size-5" aria-hidden="true" />
          Danger Zone
        </CardTitle>
        <CardDescription>Actions here cannot be undone.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <section className="flex flex-col items-start gap-3" aria-label="Delete your encrypted keys">
          <p className="text-sm text-muted-foreground">
            Delete your encrypted keys: the Google Drive token, the Gemini API key and the User Encryption
            Key. You will need to complete setup again to use Quarry.
          </p>
          <Dialog open={open} onOpenChange={(next) => !deletion.isPending && setOpen(next)}>
            <DialogTrigger asChild>
              <Button variant="destructive">Delete My Keys</Button>
            </DialogTrigger>
            <DialogContent role="alertdialog">
              <DialogHeader>
                <DialogTitle>Delete your encrypted keys?</DialogTitle>
                <DialogDescription>
                  Your Google Drive token, Gemini API key and User Encryption Key will be deleted. This cannot
                  be undone; you will have to authorize Google Drive and enter your Gemini API key again.
                </DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline" disabled={deletion.isPending}>
                    Cancel
                  </Button>
                </DialogClose>
                <Button
                  variant="destructive"
                  disabled={deletion.isPending}
                  onClick={() => deletion.mutate(undefined, { onSettled: () => setOpen(false) })}
                >
                  {deletion.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                  Delete Keys
                </Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </section>
        {accountDeletion}
      </CardContent>
    </Card>
  );
}
