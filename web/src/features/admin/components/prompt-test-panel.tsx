import type { PromptTestKind, SystemSettings } from '@quarry/contracts/admin';
import { FlaskConical, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { useFindDocuments, useTestPrompt } from '../api/admin-mutations';
import { PromptTestDocument } from './prompt-test-document';
import { PromptTestResult } from './prompt-test-result';

const KINDS: Record<PromptTestKind, string> = {
  keywords: 'Keyword generation (steps 1-3)',
  extraction: 'Extraction of one document',
  report: 'Report over sample findings',
  disagreements: 'Where sample findings disagree',
};

/**
 * Runs one prompt of the settings as they stand on screen, saved or not, with the administrator's
 * own Gemini key, and shows the answer and its tokens (docs/architecture/administration.md). Nothing is saved.
 */
export function PromptTestPanel({ draft }: { draft: () => SystemSettings }) {
  const test = useTestPrompt();
  const find = useFindDocuments();
  const [kind, setKind] = useState<PromptTestKind>('keywords');
  const [question, setQuestion] = useState('');
  const [word, setWord] = useState('');
  const [documentId, setDocumentId] = useState<string>();
  const [deepResearch, setDeepResearch] = useState(true);

  function run() {
    test.mutate({
      kind,
      settings: draft(),
      question,
      deepResearch,
      ...(kind === 'extraction' && documentId ? { documentId } : {}),
    });
  }

  return (
    <Card role="group" aria-label="Test a prompt">
      <PromptTestHeader />
      <CardContent className="flex flex-col gap-3">
        <KindSelect kind={kind} onKind={setKind} />
        <div className="flex flex-col gap-1">
          <Label htmlFor="test-question">Question</Label>
          <Input id="test-question" value={question} onChange={(event) => setQuestion(event.target.value)} />
        </div>
        {kind === 'extraction' && (
          <PromptTestDocument
            find={find}
            word={word}
            onWord={setWord}
            documentId={documentId}
            onDocument={setDocumentId}
          />
        )}
        {kind === 'report' && (
          <div className="flex items-center gap-2">
            <Switch id="test-deep" checked={deepResearch} onCheckedChange={setDeepResearch} />
            <Label htmlFor="test-deep">Deep Research (Query Phase; off: Query Phase Succinct)</Label>
          </div>
        )}
        <Button
          type="button"
          className="self-start"
          disabled={!question.trim() || (kind === 'extraction' && !documentId) || test.isPending}
          onClick={run}
        >
          {test.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Run Test
        </Button>
        {test.data && <PromptTestResult result={test.data} />}
      </CardContent>
    </Card>
  );
}

function PromptTestHeader() {
  return (
    <CardHeader>
      <CardTitle className="flex items-center gap-2 text-lg">
        <FlaskConical aria-hidden="true" />
        Test a prompt
      </CardTitle>
      <CardDescription>
        Runs the prompts as they are above, saved or not, with your own Gemini key. Nothing is saved.
      </CardDescription>
    </CardHeader>
  );
}

function KindSelect({ kind, onKind }: { kind: PromptTestKind; onKind: (kind: PromptTestKind) => void }) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor="test-kind">What to test</Label>
      <Select value={kind} onValueChange={(value) => onKind(value as PromptTestKind)}>
        <SelectTrigger id="test-kind" aria-label="What to test">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {Object.entries(KINDS).map(([value, label]) => (
            <SelectItem key={value} value={value}>
              {label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
