import { FileSearch, HardDrive, KeyRound, Share2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

const GAINS = [
  { icon: FileSearch, text: 'Ask questions about your own Google Drive and get cited reports.' },
  { icon: Share2, text: 'Save reports, run them again, and share them with your teams.' },
  { icon: HardDrive, text: 'Quarry reads your documents with read-only access to your Drive.' },
  { icon: KeyRound, text: 'You use your own Gemini API key; Google bills you directly, with no markup.' },
];

/** /creator-welcome (spec part 3): what becoming a creator gives, and the way into /onboarding. */
export function CreatorWelcomeCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h1>Become a Creator</h1>
        </CardTitle>
        <CardDescription>
          Creators research their own documents. It is free: connect Google Drive and add your Gemini key.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <ul className="flex flex-col gap-3">
          {GAINS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3 text-sm">
              <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
        <Button asChild className="h-auto min-h-10 w-full whitespace-normal">
          <Link to={paths.onboarding.getHref()}>Get Started</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
