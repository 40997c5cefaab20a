import type { SavedReport } from '@quarry/contracts/reports';
import { useId, useState } from 'react';
import { AddTeamDialog } from './add-team-dialog';
import { ReportDetails } from './report-details';
import { ReportWatch } from './report-watch';
import { SavedReportButtons } from './saved-report-buttons';
import { SavedReportConfirmations, type SavedReportDialog } from './saved-report-confirmations';
import { SavedReportSummary } from './saved-report-summary';
import { ShareWithTeamDialog } from './share-with-team-dialog';

/** One saved report: its name and actions, its watch, and its details when expanded. */
export function SavedReportRow({ report }: { report: SavedReport }) {
  const [expanded, setExpanded] = useState(false);
  const [dialog, setDialog] = useState<SavedReportDialog>();
  const [newTeamId, setNewTeamId] = useState<string>();
  const [teamToRemove, setTeamToRemove] = useState<SavedReport['sharedTeams'][number]>();
  const nameId = useId();
  const detailsId = useId();

  return (
    <li aria-labelledby={nameId} className="rounded-lg border bg-background">
      <div className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4">
        <SavedReportSummary
          report={report}
          nameId={nameId}
          detailsId={detailsId}
          expanded={expanded}
          onToggle={() => setExpanded((current) => !current)}
        />
        <SavedReportButtons
          report={report}
          onRun={() => setDialog('run')}
          onShare={() => {
            setNewTeamId(undefined);
            setDialog('share');
          }}
          onDelete={() => setDialog('delete')}
        />
      </div>
      <ReportWatch report={report} />
      {expanded && (
        <ReportDetails
          id={detailsId}
          report={report}
          onEditQuery={() => setDialog('edit')}
          onRemoveTeam={(team) => {
            setTeamToRemove(team);
            setDialog('remove-team');
          }}
        />
      )}
      <ShareWithTeamDialog
        report={report}
        open={dialog === 'share'}
        onOpenChange={(open) => setDialog(open ? 'share' : undefined)}
        onAddTeam={() => setDialog('add-team')}
        preselectedTeamId={newTeamId}
      />
      <AddTeamDialog
        open={dialog === 'add-team'}
        onOpenChange={(open) => setDialog(open ? 'add-team' : 'share')}
        onCreated={(teamId) => {
          setNewTeamId(teamId);
          setDialog('share');
        }}
      />
      <SavedReportConfirmations
        report={report}
        dialog={dialog}
        setDialog={setDialog}
        teamToRemove={teamToRemove}
      />
    </li>
  );
}
