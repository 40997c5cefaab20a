import { DeleteAccountDialog } from './delete-account-dialog';

/** The Danger Zone's 'Delete my account' row: a sentence on what it means, and its button. */
export function DeleteAccountSection() {
  return (
    <section className="flex flex-col items-start gap-3 border-t pt-6" aria-label="Delete your account">
      <p className="text-sm text-muted-foreground">
        Delete your account and everything in it: chats, saved reports, report runs, the teams you alone
        administer, and your subscription. Signing in again later starts a new, empty account.
      </p>
      <DeleteAccountDialog />
    </section>
  );
}
