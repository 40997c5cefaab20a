import { BarChart3, CalendarClock, FileStack, FileText, Smartphone, Users } from 'lucide-react';

const fileTypes =
  'PDF, Word (docx), Google Docs, text, Excel (xlsx), Google Sheets, CSV, Markdown, JSON and XML.';

const features = [
  {
    icon: FileStack,
    title: 'Unlimited files per query',
    text: 'No artificial cap on how many documents a question reads; only the AI window, your rate limits and time set the pace.',
  },
  {
    icon: BarChart3,
    title: 'Deep research reports',
    text: 'An introduction, cited findings from every document and a conclusion, with each claim pointing to its source.',
  },
  {
    icon: CalendarClock,
    title: 'Scheduled reports',
    text: 'Run a saved report daily, weekly or monthly, or in the background with an e-mail when it is ready.',
  },
  {
    icon: Users,
    title: 'Team collaboration',
    text: 'Share reports with your teams, once or on a schedule, with real-time updates as runs finish.',
  },
  {
    icon: Smartphone,
    title: 'Mobile dashboard',
    text: 'Ask questions and read your reports from your phone as easily as from your desk.',
  },
  { icon: FileText, title: 'Supported file types', text: fileTypes },
];

export function LandingFeatures() {
  return (
    <section id="features" className="scroll-mt-16 border-t bg-muted/40 px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 className="text-center text-3xl font-bold tracking-tight">Features</h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
          Research across everything in your Drive, not just one file at a time.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border bg-card p-6">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
