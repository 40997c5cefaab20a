import { SignInButton } from './sign-in-button';

export function LandingHero() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 pt-16 pb-10 text-center sm:pt-24">
      <p className="rounded-full border px-3 py-1 text-xs font-medium text-muted-foreground">
        Bring your own AI · Google bills you directly, no markup
      </p>
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
        Ask your Google Drive a question. Get a cited research report.
      </h1>
      <p className="text-lg text-muted-foreground">
        Quarry turns your question into search keywords, searches your Drive, reads the documents you pick
        with your own Gemini key and writes the answer with its sources.
      </p>
      <SignInButton label="Continue with Google" size="lg" />
    </section>
  );
}
