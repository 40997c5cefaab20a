const features = [
  {
    title: 'Live Drive search',
    text: 'Your question becomes search keywords, and Quarry searches your Drive as it is right now.',
  },
  {
    title: 'Your own AI key',
    text: 'Bring your own Gemini key; Google bills you directly, with no markup.',
  },
  {
    title: 'Cited reports',
    text: 'Every finding points back to the document it came from, with deep-research reports when you need them.',
  },
  {
    title: 'Save, schedule, share',
    text: 'Re-run saved reports, get an e-mail when a report is ready, and share reports with your team.',
  },
];

export function LandingFeatures() {
  return (
    <section id="features" className="scroll-mt-16 border-t bg-muted/40 px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 className="text-center text-3xl font-bold tracking-tight">Features</h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.title} className="rounded-lg border bg-card p-6">
              <h3 className="font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
