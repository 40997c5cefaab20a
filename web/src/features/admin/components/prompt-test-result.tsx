import type { TestPromptResponse } from '@quarry/contracts/admin';

/** A prompt test's answer, with the calls, models and tokens it took. */
export function PromptTestResult({ result }: { result: TestPromptResponse }) {
  return (
    <section aria-label="Test result" className="flex flex-col gap-2 rounded-md border p-3 text-sm">
      <p className="text-muted-foreground">
        {result.calls} call(s) to {result.models.join(', ')}: {result.tokens.input} input,{' '}
        {result.tokens.output} output and {result.tokens.thinking} thinking tokens.
      </p>
      <pre className="max-h-80 overflow-auto whitespace-pre-wrap break-words font-sans">{result.answer}</pre>
    </section>
  );
}
