import type { SavedReport } from '@quarry/contracts/reports';
import { PAUSED_TEXT } from '@quarry/contracts/subscription';
import { Pencil, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useUpdateReportPrivacy } from '../api/update-report-privacy';
import { parseDirectoryLabels, parseExcludedDocuments, parseKeywords } from '../utils/report-lists';
import { ExcludedDocuments } from './excluded-documents';
import { KeywordChips } from './keyword-chips';
import { ReportCostCap } from './report-cost-cap';

// Spec part 2 section 9: how many keywords show before the rest collapse.
export const KEYWORDS_SHOWN = 10;
export const EXCLUDED_KEYWORDS_SHOWN = 6;

const SHARE_TYPE_LABELS: Record<SavedReport['sharedTeams'][number]['shareType'], string> = {
  adhoc: 'Ad hoc',
  scheduled: 'Scheduled',
};

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="font-medium">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

type ReportDetailsProps = {
  id: string;
  report: SavedReport;
  onEditQuery: () => void;
  onRemoveTeam: (team: SavedReport['sharedTeams'][number]) => void;
};

/** The expanded part of a saved report's row: what it searches and who sees its documents. */
export function ReportDetails({ id, report, onEditQuery, onRemoveTeam }: ReportDetailsProps) {
  const privacy = useUpdateReportPrivacy();
  const showDocuments = privacy.isPending
    ? privacy.variables.showDocumentsInSharedReports
    : report.showDocumentsInSharedReports;
  return (
    <div id={id} className="flex flex-col gap-4 border-t p-4 text-sm">
      <div className="flex flex-col items-start gap-2">
        <h3 className="font-medium">Query</h3>
        <p className="whitespace-pre-wrap break-words">{report.query}</p>
        <Button variant="outline" size="sm" onClick={onEditQuery}>
          <Pencil aria-hidden="true" />
          Edit Query
        </Button>
      </div>
      <SearchDetails report={report} />
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          role="switch"
          aria-checked={showDocuments}
          className="size-4 accent-primary"
          checked={showDocuments}
          disabled={privacy.isPending}
          onChange={(event) =>
            privacy.mutate({ reportId: report.id, showDocumentsInSharedReports: event.target.checked })
          }
        />
        Show documents to team members
      </label>
      <ReportCostCap report={report} />
      <SharedWith teams={report.sharedTeams} onRemoveTeam={onRemoveTeam} />
    </div>
  );
}

/** What the report searches: its keywords, excluded keywords, folders and left-out documents. */
function SearchDetails({ report }: { report: SavedReport }) {
  const directories = parseDirectoryLabels(report.selectedDirectories);
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Detail term="Keywords">
        <KeywordChips label="Keywords" keywords={parseKeywords(report.keywords)} limit={KEYWORDS_SHOWN} />
      </Detail>
      <Detail term="Excluded keywords">
        <KeywordChips
          label="Excluded keywords"
          keywords={parseKeywords(report.negativeKeywords)}
          limit={EXCLUDED_KEYWORDS_SHOWN}
          excluded
        />
      </Detail>
      <Detail term="Directories">
        {directories.length === 0 ? (
          <p>All directories</p>
        ) : (
          <ul aria-label="Directories" className="flex flex-col gap-0.5">
            {directories.map((directory, index) => (
              <li key={`${index}-${directory}`} className="break-words">
                {directory}
              </li>
            ))}
          </ul>
        )}
      </Detail>
      <Detail term="Excluded documents">
        <ExcludedDocuments documents={parseExcludedDocuments(report.deselectedDocuments)} />
      </Detail>
    </dl>
  );
}

type SharedWithProps = {
  teams: SavedReport['sharedTeams'];
  onRemoveTeam: ReportDetailsProps['onRemoveTeam'];
};

/** The teams the report is shared with, each with how and a way to stop sharing with it. */
function SharedWith({ teams, onRemoveTeam }: SharedWithProps) {
  if (teams.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <h3 className="font-medium">Shared with</h3>
      <ul aria-label="Shared with" className="flex flex-wrap gap-1.5">
        {teams.map((team) => (
          <li
            key={team.teamId}
            className="flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-2 text-xs"
          >
            {team.teamName} ({SHARE_TYPE_LABELS[team.shareType]})
            {team.paused ? ` · ${PAUSED_TEXT[team.paused]}` : null}
            <Button
              variant="ghost"
              size="icon"
              className="size-6"
              aria-label={`Remove ${team.teamName}`}
              onClick={() => onRemoveTeam(team)}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
