import { zodResolver } from '@hookform/resolvers/zod';
import { isBlankText } from '@quarry/contracts/blank-text';
import { REPORT_NAME_MAX_LENGTH } from '@quarry/contracts/reports';
import type { Preferences } from '@quarry/contracts/user';
import { cutAtWord } from '@quarry/contracts/word-cut';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/hooks/use-toast';
import { usePersonTimeZone } from '@/modules/account/hooks/person-time-zone';
import { DEFAULT_SCHEDULE } from '@/modules/sharing/utils/schedule-form';
import type { CompletedQuery } from '../utils/completed-query';
import { memberEmails } from '../utils/member-emails';
import { ShareForm } from '../utils/share-form';
import { useShareFromChat } from './use-share-from-chat';

const defaults = (query: string): z.input<typeof ShareForm> => ({
  ...DEFAULT_SCHEDULE,
  reportName: cutAtWord(query, REPORT_NAME_MAX_LENGTH),
  createNewTeam: false,
  newTeamName: '',
  newTeamMembers: '',
  showDocumentsInSharedReports: true,
  includeCurrentExecution: true,
});

export function refuseShare(title: string, description: string) {
  toast({ title, description, variant: 'destructive' });
}

/**
 * The Share Report dialog's state (spec part 2 sections 3-5): open or not, the chosen teams, the
 * form, and its checks before sharing (a refusal toast for each missing piece).
 */
export function useShareReportForm({
  completed,
  preferences,
  chatSessionId,
}: {
  completed: CompletedQuery | undefined;
  preferences: Preferences | undefined;
  chatSessionId: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const [teamIds, setTeamIds] = useState<string[]>([]);
  const timeZone = usePersonTimeZone();
  const form = useForm({ resolver: zodResolver(ShareForm), defaultValues: defaults(completed?.query ?? '') });
  const share = useShareFromChat(() => setOpen(false));

  function onOpen() {
    if (!completed) {
      refuseShare('No Query Data', 'Complete a query before sharing it as a report.');
      return;
    }
    form.reset(defaults(completed.query));
    setTeamIds([]);
    setOpen(true);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    if (!completed) return refuseShare('No Query Data', 'Complete a query before sharing it as a report.');
    if (teamIds.length === 0 && !values.createNewTeam) {
      return refuseShare('No Team Selected', 'Choose at least one team, or create a new team.');
    }
    if (values.createNewTeam && isBlankText(values.newTeamName)) {
      return refuseShare('Team Name Required', 'Enter a name for the new team.');
    }
    if (values.createNewTeam && memberEmails(values.newTeamMembers).length === 0) {
      return refuseShare('Team Members Required', 'Enter at least one member e-mail, separated by commas.');
    }
    if (await share.run({ completed, preferences, chatSessionId, teamIds, timeZone, values })) {
      form.reset(defaults(completed.query));
      setTeamIds([]);
    }
  });

  return { open, setOpen, teamIds, setTeamIds, timeZone, form, sharing: share.sharing, onOpen, onSubmit };
}
