import { SignInButton } from './sign-in-button';

export function LandingCallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="border-t bg-primary px-4 py-16 text-primary-foreground">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
          Ready to ask your Drive?
        </h2>
        <p className="text-primary-foreground/80">Free for individuals. Set up in a few minutes.</p>
        <SignInButton label="Continue with Google" variant="secondary" size="lg" />
      </div>
    </section>
  );
}
