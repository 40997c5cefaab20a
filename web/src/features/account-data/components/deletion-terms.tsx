/** What deleting an account removes and what it keeps, as the privacy policy says it (docs/architecture/accounts-and-data.md). */
export function DeletionTerms() {
  return (
    <div className="flex flex-col gap-3 text-sm">
      <div>
        <h3 className="font-medium">Deleted</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-muted-foreground">
          <li>Your chats, saved reports and report runs with their results.</li>
          <li>
            Teams you alone administer, with the reports shared in them. Their members are told by e-mail.
          </li>
          <li>Your membership of other teams.</li>
          <li>Your subscription, cancelled at once, without a refund for the current period.</li>
          <li>Your Google Drive authorization, your Gemini API key and your encryption key.</li>
        </ul>
      </div>
      <div>
        <h3 className="font-medium">Kept</h3>
        <p className="mt-1 text-muted-foreground">
          Your e-mail address only, in the administrators' audit log and in our billing records where the law
          requires it.
        </p>
      </div>
      <p className="text-muted-foreground">
        Want a copy first? Use Download my data before you delete your account.
      </p>
    </div>
  );
}
