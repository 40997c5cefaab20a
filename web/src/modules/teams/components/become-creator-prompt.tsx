import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** For team members (spec part 3; the team dashboard and /teams): what creating reports takes, and the way to /creator-welcome. */
export function BecomeCreatorPrompt() {
  return (
    <section
      aria-label="Create and Share Reports"
      className="flex flex-col gap-3 rounded-lg border bg-background p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <Sparkles className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 className="font-semibold">Create and Share Reports</h2>
          <p className="text-sm text-muted-foreground">
            Research your own Google Drive and share reports with your teams. It is free.
          </p>
        </div>
      </div>
      <Button asChild className="self-start sm:self-auto">
        <Link to={paths.creatorWelcome.getHref()}>Become a Creator</Link>
      </Button>
    </section>
  );
}
