import { Lightbulb, Mail } from 'lucide-react';

const cards = [
  {
    icon: Mail,
    title: 'Send a Message',
    text: 'Questions about your account, billing or how Quarry works? Use the form and we will reply by e-mail.',
  },
  {
    icon: Lightbulb,
    title: 'Feature Requests',
    text: 'Tell us what would make Quarry more useful to you. We read every request.',
  },
];

export function ContactInfoCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3 rounded-lg border bg-card p-5">
          <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h2 className="font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
