import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function LandingHero() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-20 text-center sm:py-28">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
        Ask your Google Drive a question. Get a cited research report.
      </h1>
      <p className="text-lg text-muted-foreground">
        Quarry searches your documents live, reads the ones you choose with your own Gemini key, and writes
        the answer with its sources.
      </p>
      <Button asChild size="lg">
        <Link to={paths.login.getHref()}>Continue with Google</Link>
      </Button>
    </section>
  );
}
