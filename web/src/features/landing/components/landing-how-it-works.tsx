const steps = [
  {
    title: 'Connect your Google Drive',
    text: 'Sign in with Google and allow Quarry to read your Drive.',
  },
  {
    title: 'Add your AI key',
    text: 'Paste a Gemini API key from Google AI Studio. It is encrypted before it is stored.',
  },
  {
    title: 'Start querying',
    text: 'Ask a question, pick the documents that matter and get a cited report.',
  },
];

export function LandingHowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-heading"
      className="scroll-mt-16 border-t bg-muted/40 px-4 py-16"
    >
      <div className="mx-auto max-w-5xl">
        <h2 id="how-it-works-heading" className="text-center text-3xl font-bold tracking-tight">
          How it works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-lg border bg-card p-6">
              <span
                className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
