import type { MonitoredExecution } from '@quarry/contracts/admin';

/** What a monitored run was asked: its query, keywords, folders, settings, and its error if it failed. */
export function MonitoredExecutionDetails({ execution }: { execution: MonitoredExecution }) {
  const flag = (on: boolean) => (on ? 'on' : 'off');
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      <div className="sm:col-span-2">
        <dt className="font-medium">Query</dt>
        <dd className="break-words">{execution.query}</dd>
      </div>
      <div>
        <dt className="font-medium">Keywords</dt>
        <dd className="break-words">
          {[...execution.keywords, ...execution.negativeKeywords.map((k) => `-${k}`)].join(', ') || 'None'}
        </dd>
      </div>
      <div>
        <dt className="font-medium">Directories</dt>
        <dd className="break-words">{execution.directories.join(', ') || 'All directories'}</dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="font-medium">Settings</dt>
        <dd>
          Deep research {flag(execution.deepResearch)}, introduction {flag(execution.enableIntroduction)},
          conclusion {flag(execution.enableConclusion)}
        </dd>
      </div>
      {execution.errorMessage && (
        <div className="sm:col-span-2">
          <dt className="font-medium">Error</dt>
          <dd className="text-destructive">{execution.errorMessage}</dd>
        </div>
      )}
    </dl>
  );
}
