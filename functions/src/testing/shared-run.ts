import type { GridColumns } from '@quarry/contracts/grid';
import type { BrowserSession } from './browser-session';
import type { LocalStack } from './local-stack';
import { sharedRunEnded } from './reports-api';
import { readyCreator } from './sign-in-flow';
import { teamWithMember } from './team-setup';

export const LEADER = 'maya.chen@northwind.test';
export const MEMBER = 'theo.member@gmail.com';
export const STRANGER = 'sam.rivera@northwind.test';

/** A cited source of the run, as its owner's view gives it. */
export interface CitedSource {
  name: string;
  link: string | null;
  quotes: { text: string; page?: number }[];
}

/**
 * A team (Maya leads, Theo is a member), a stranger with a drive of his own (Sam), and Maya's saved
 * report 'Recall costs' (with grid columns when given) shared with the team and run once to its end:
 * what the export and grid routes' tests start from.
 */
export async function finishedSharedRun(
  stack: LocalStack,
  options: { columns?: GridColumns } = {},
): Promise<{
  maya: BrowserSession;
  theo: BrowserSession;
  sam: BrowserSession;
  reportId: string;
  executionId: string;
  cited: CitedSource[];
}> {
  const {
    leader: maya,
    member: theo,
    teamId,
  } = await teamWithMember(stack, {
    leader: LEADER,
    member: MEMBER,
    teamName: 'Recall Response',
  });
  const sam = await readyCreator(stack, STRANGER);
  const saved = await maya.call('POST', '/api/saved-reports', {
    reportName: 'Recall costs',
    query: 'What did the Ridgeline 2 recall cost?',
    keywords: ['recall', 'Ridgeline'],
    ...(options.columns ? { columns: options.columns } : {}),
  });
  const reportId = String(saved.json.id);
  const share = await maya.call('POST', `/api/reports/${reportId}/share`, { teamId, shareType: 'adhoc' });
  const run = await maya.call('POST', `/api/shared-reports/${share.json.sharedReportId}/execute`);
  const executionId = String(run.json.executionId);
  await sharedRunEnded(maya, executionId);
  const view = (await maya.call('GET', `/api/report-execution/${executionId}/view`)).json.execution as {
    evidence: { citations: CitedSource[] };
  };
  return { maya, theo, sam, reportId, executionId, cited: view.evidence.citations };
}
