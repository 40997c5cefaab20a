import type { PromptName } from '@quarry/contracts/admin';
import type { AdminModelsResponse, ConfiguredModel } from '@quarry/contracts/admin-models';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useAdminModels } from '../api/get-admin-models';
import { modelLabel } from '../utils/model-label';
import { PROMPT_CARDS } from '../utils/prompt-cards';

const TITLES = new Map(PROMPT_CARDS.map((card) => [card.name, card.title]));

/** "Query Phase and Sanity Check Prompt": the prompts' card titles, in a sentence. */
function promptList(names: PromptName[]): string {
  const titles = names.map((name) => TITLES.get(name) ?? name);
  return titles.length <= 1 ? (titles[0] ?? '') : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}

/** One warning per configured model the key cannot call, until the setting naming it changes. */
function GoneWarning({ gone }: { gone: ConfiguredModel }) {
  const them = gone.usedBy.length === 1 ? 'it' : 'them';
  return (
    <Alert variant="destructive">
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>{gone.model} is no longer available</AlertTitle>
      <AlertDescription>
        Your Gemini key cannot call {gone.model}, the model of {promptList(gone.usedBy)}. Runs use{' '}
        {gone.fallback} ({modelLabel(gone.fallback)}) instead until you choose Flash or Pro for {them} and
        save.
      </AlertDescription>
    </Alert>
  );
}

/** Why the list is missing, in plain words: no key, a refused key, or Gemini not answering. */
function Unlisted({ answer }: { answer: AdminModelsResponse }) {
  if (answer.status === 'noKey') {
    return (
      <Alert role="status">
        <AlertTitle>No Gemini API key</AlertTitle>
        <AlertDescription>
          <p>
            You have not saved a Gemini API key, so Quarry cannot list the models your key can call or check
            the models the prompts use.{' '}
            <Link to={paths.settings.getHref()} className="underline underline-offset-2">
              Add your key in Settings
            </Link>
            .
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  const what = answer.status === 'keyRefused' ? 'Gemini refused your API key' : 'Gemini did not answer';
  return (
    <Alert role="status">
      <AlertTitle>{what}</AlertTitle>
      <AlertDescription>
        The models cannot be listed now{answer.message ? `: ${answer.message}` : '.'}
      </AlertDescription>
    </Alert>
  );
}

const tokens = (limit: number | null) => (limit === null ? '—' : limit.toLocaleString('en-US'));

/**
 * The models the administrator's own Gemini key can call (docs/architecture/platform.md), each with the prompts
 * that use it, and a warning for every configured model the key cannot call.
 */
export function GeminiModelsCard() {
  const models = useAdminModels();
  const answer = models.data;
  const gone = answer?.configured.filter((c) => c.available === false) ?? [];
  return (
    <Card role="group" aria-labelledby="gemini-models-title">
      <CardHeader>
        <CardTitle id="gemini-models-title" className="text-lg">
          Gemini models
        </CardTitle>
        <CardDescription>
          The models your own Gemini API key can call (Gemini's model list), and the prompts that use each.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {models.isPending && <Spinner />}
        {models.isError && (
          <Alert role="status">
            <AlertDescription>Could not load the models. Please try again.</AlertDescription>
          </Alert>
        )}
        {gone.map((model) => (
          <GoneWarning key={model.model} gone={model} />
        ))}
        {answer && answer.status !== 'listed' && <Unlisted answer={answer} />}
        {answer?.status === 'listed' && (
          <Table aria-label="Models your Gemini key can call" scrollLabel="Gemini models list">
            <TableHeader>
              <TableRow>
                <TableHead>Model</TableHead>
                <TableHead>Input tokens</TableHead>
                <TableHead>Output tokens</TableHead>
                <TableHead>Thinking</TableHead>
                <TableHead>Used by</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {answer.models.map((model) => (
                <TableRow key={model.id} aria-label={model.id}>
                  <TableCell>
                    <span className="font-medium">{model.displayName}</span>
                    <br />
                    <code className="text-muted-foreground text-xs">{model.id}</code>
                  </TableCell>
                  <TableCell>{tokens(model.inputTokenLimit)}</TableCell>
                  <TableCell>{tokens(model.outputTokenLimit)}</TableCell>
                  <TableCell>{model.thinking ? 'Yes' : 'No'}</TableCell>
                  <TableCell>{model.usedBy.length > 0 ? promptList(model.usedBy) : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
