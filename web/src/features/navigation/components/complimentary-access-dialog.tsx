import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

const INCLUDED = [
  'Create and manage teams',
  'Share reports with your teams',
  'Schedule automated reports',
  'All premium features',
];

type ComplimentaryAccessDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Why there is no billing portal to open: the administrator granted the plan for free. */
export function ComplimentaryAccessDialog({ open, onOpenChange }: ComplimentaryAccessDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Subscribed - Complimentary Access</DialogTitle>
          <DialogDescription>
            An administrator has granted you free access to all Teams &amp; Sharing features. There is nothing
            to pay and no subscription to manage.
          </DialogDescription>
        </DialogHeader>
        <ul className="list-disc pl-5 text-sm">
          {INCLUDED.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
