import { FileLock2, KeyRound, Lock, ShieldCheck } from 'lucide-react';

const claims = [
  {
    icon: Lock,
    title: 'AES-256-GCM encryption at rest',
    text: 'Your Drive token and AI key are stored encrypted, using envelope encryption with a key of your own.',
  },
  {
    icon: KeyRound,
    title: 'Your AI key stays yours',
    text: 'Your Gemini key is encrypted with a cloud key-management service and never seen by us. Google bills you directly, with no markup.',
  },
  {
    icon: FileLock2,
    title: 'Read-only Drive access',
    text: 'Quarry lists files, reads their content and reads their metadata. It never changes or deletes anything.',
  },
  {
    icon: ShieldCheck,
    title: 'Compliance',
    text: 'GDPR compliant, built to SOC 2 Type II standards and HIPAA ready.',
  },
];

export function LandingSecurity() {
  return (
    <section id="security" aria-labelledby="security-heading" className="scroll-mt-16 border-t px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="security-heading" className="text-center text-3xl font-bold tracking-tight">
          Security you can check
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {claims.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-lg border p-6">
              <Icon className="size-6 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
