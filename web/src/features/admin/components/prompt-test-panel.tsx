import type { PromptTestKind, SystemSettings } from '@quarry/contracts/admin';
import { FlaskConical, Loader2, Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { useFindDocuments, useTestPrompt } from '../api/admin-mutations';

const KINDS: Record<PromptTestKind, string> = {
  keywords: 'Keyword generation (steps 1-3)',
  extraction: 'Extraction of one document',
  report: 'Report over sample findings',
  disagreements: 'Where sample findings disagree',
};

/**
 * Runs one prompt of the settings as they stand on screen, saved or not, with the administrator's
 * own Gemini key, and shows the answer and its tokens (DESIGN section 14). Nothing is saved.
 */
export function PromptTestPanel({ draft }: { draft: () => SystemSettings }) {
  const test = useTestPrompt();
  const find = useFindDocuments();
  const [kind, setKind] = useState<PromptTestKind>('keywords');
  const [question, setQuestion] = useState('');
  const [word, setWord] = useState('');
  const [documentId, setDocumentId] = useState<string>();
  const [deepResearch, setDeepResearch] = useState(true);
  const documents = find.data?.documents.filter((d) => d.supported) ?? [];

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
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <FlaskConical aria-hidden="true" />
          Test a prompt
        </CardTitle>
        <CardDescription>
          Runs the prompts as they are above, saved or not, with your own Gemini key. Nothing is saved.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="test-kind">What to test</Label>
          <Select value={kind} onValueChange={(value) => setKind(value as PromptTestKind)}>
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
        <div className="flex flex-col gap-1">
          <Label htmlFor="test-question">Question</Label>
          <Input id="test-question" value={question} onChange={(event) => setQuestion(event.target.value)} />
        </div>
        {kind === 'extraction' && (
          <div className="flex flex-col gap-2">
            <div className="flex items-end gap-2">
              <div className="flex flex-1 flex-col gap-1">
                <Label htmlFor="test-find">Find a document in your Drive</Label>
                <Input id="test-find" value={word} onChange={(event) => setWord(event.target.value)} />
              </div>
              <Button
                type="button"
                variant="outline"
                disabled={!word.trim() || find.isPending}
                onClick={() => find.mutate(word.trim())}
              >
                <Search aria-hidden="true" />
                Find
              </Button>
            </div>
            {find.isSuccess && documents.length === 0 && (
              <p className="text-muted-foreground text-sm">No readable document matches that word.</p>
            )}
            {documents.length > 0 && (
              <Select value={documentId} onValueChange={setDocumentId}>
                <SelectTrigger aria-label="Document">
                  <SelectValue placeholder="Choose a document" />
                </SelectTrigger>
                <SelectContent>
                  {documents.map((document) => (
                    <SelectItem key={document.id} value={document.id}>
                      {document.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </div>
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
        {test.data && (
          <section aria-label="Test result" className="flex flex-col gap-2 rounded-md border p-3 text-sm">
            <p className="text-muted-foreground">
              {test.data.calls} call(s) to {test.data.models.join(', ')}: {test.data.tokens.input} input,{' '}
              {test.data.tokens.output} output and {test.data.tokens.thinking} thinking tokens.
            </p>
            <pre className="max-h-80 overflow-auto whitespace-pre-wrap break-words font-sans">
              {test.data.answer}
            </pre>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
