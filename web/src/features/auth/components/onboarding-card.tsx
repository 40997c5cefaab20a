import { HardDrive, KeyRound, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useStartAuthorization } from '../hooks/use-start-authorization';

const STEPS = [
  {
    icon: HardDrive,
    title: 'Authorize Google Drive',
    text: 'Let Quarry read the documents in your Google Drive so it can search them for you.',
  },
  {
    icon: KeyRound,
    title: 'Provide your AI key',
    text: 'Add your own Gemini API key. Google bills you directly, with no markup.',
  },
];

/** /onboarding: the two setup steps and the way into the first. */
export function OnboardingCard() {
  const { start, pending } = useStartAuthorization('drive', 'Authorization Failed');
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h1>Set up your account</h1>
        </CardTitle>
        <CardDescription>Two quick steps and you can start asking questions.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <ol className="flex flex-col gap-4">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="flex gap-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div>
                <h2 className="font-medium">
                  Step {index + 1}: {title}
                </h2>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <Button
          className="h-auto min-h-10 w-full whitespace-normal"
          disabled={pending}
          aria-busy={pending}
          onClick={() => void start()}
        >
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Continue to Google Drive Authorization
        </Button>
      </CardContent>
    </Card>
  );
}
