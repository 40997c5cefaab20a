import { zodResolver } from '@hookform/resolvers/zod';
import { REPORT_NAME_MAX_LENGTH } from '@quarry/contracts/reports';
import type { TeamSummary } from '@quarry/contracts/teams';
import type { Preferences } from '@quarry/contracts/user';
import { Share2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ScheduleFields } from '@/components/sharing/schedule-fields';
import { administratorNames, TeamChoices } from '@/components/sharing/team-choices';
import { SubscriptionBanner } from '@/components/subscription/subscription-banner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/hooks/use-toast';
import { useTeams } from '@/lib/account/get-teams';
import { browserTimeZone, DEFAULT_SCHEDULE } from '@/lib/sharing/schedule-form';
import { useSubscriptionStatus } from '@/lib/subscription/get-subscription-status';
import { useShareFromChat } from '../hooks/use-share-from-chat';
import type { CompletedQuery } from '../utils/completed-query';
import { memberEmails } from '../utils/member-emails';
import { ShareForm } from '../utils/share-form';

const defaults = (query: string): z.input<typeof ShareForm> => ({
  ...DEFAULT_SCHEDULE,
  reportName: query.trim().slice(0, REPORT_NAME_MAX_LENGTH),
  createNewTeam: false,
  newTeamName: '',
  newTeamMembers: '',
  showDocumentsInSharedReports: true,
  includeCurrentExecution: true,
});

function refuse(title: string, description: string) {
  toast({ title, description, variant: 'destructive' });
}

/**
 * 'Share Report' after a completed answer (spec part 2 sections 3-5): the chat's query saved and
 * shared with teams the person administers and, or, a new team, ad hoc or on a schedule.
 */
export function ShareReport({
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
  const timeZone = useMemo(browserTimeZone, []);
  const teams = useTeams().data ?? [];
  const status = useSubscriptionStatus().data;
  const form = useForm({ resolver: zodResolver(ShareForm), defaultValues: defaults(completed?.query ?? '') });
  const share = useShareFromChat(() => setOpen(false));
  const createNewTeam = form.watch('createNewTeam');

  function onOpen() {
    if (!completed) {
      refuse('No Query Data', 'Complete a query before sharing it as a report.');
      return;
    }
    form.reset(defaults(completed.query));
    setTeamIds([]);
    setOpen(true);
  }

  function onRefused(team: TeamSummary) {
    refuse(
      'Administrator Access Required',
      `Only administrators can share reports with ${team.name}. Contact ${administratorNames(team)}.`,
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    if (!completed) return refuse('No Query Data', 'Complete a query before sharing it as a report.');
    if (teamIds.length === 0 && !values.createNewTeam) {
      return refuse('No Team Selected', 'Choose at least one team, or create a new team.');
    }
    if (values.createNewTeam && !values.newTeamName.trim()) {
      return refuse('Team Name Required', 'Enter a name for the new team.');
    }
    if (values.createNewTeam && memberEmails(values.newTeamMembers).length === 0) {
      return refuse('Team Members Required', 'Enter at least one member e-mail, separated by commas.');
    }
    if (await share.run({ completed, preferences, chatSessionId, teamIds, timeZone, values })) {
      form.reset(defaults(completed.query));
      setTeamIds([]);
    }
  });

  return (
    <>
      <Button variant="outline" onClick={onOpen}>
        <Share2 aria-hidden="true" />
        Share Report
      </Button>
      <Dialog open={open} onOpenChange={(next) => !share.sharing && setOpen(next)}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
          <Form {...form}>
            <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
              <DialogHeader>
                <DialogTitle>Share Report</DialogTitle>
                <DialogDescription>
                  Save this question as a report and share it with your teams, once or on a schedule.
                </DialogDescription>
              </DialogHeader>
              {status && <SubscriptionBanner status={status} />}
              <FormField
                control={form.control}
                name="reportName"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Report name</FormLabel>
                    <FormControl>
                      <Input {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 font-medium text-sm">Teams</legend>
                {teams.length > 0 ? (
                  <TeamChoices teams={teams} selected={teamIds} onChange={setTeamIds} onRefused={onRefused} />
                ) : (
                  <p className="text-muted-foreground text-sm">You have no teams yet: create one below.</p>
                )}
                <FormField
                  control={form.control}
                  name="createNewTeam"
                  render={({ field }) => (
                    <div className="flex items-center gap-2">
                      <Checkbox
                        id="share-new-team"
                        checked={field.value}
                        onCheckedChange={(checked) => field.onChange(checked === true)}
                      />
                      <Label htmlFor="share-new-team">Create a new team</Label>
                    </div>
                  )}
                />
                {createNewTeam && (
                  <div className="grid gap-3 rounded-md border p-3">
                    <FormField
                      control={form.control}
                      name="newTeamName"
                      render={({ field }) => (
                        <FormItem>
                          <FormLabel>New team name</FormLabel>
                          <FormControl>
                            <Input {...field} />
                          </FormControl>
                        </FormItem>
                      )}
                    />
                    <FormField
                      control={form.control}
                      name="newTeamMembers"
                      render={({ field }) => (
                        <FormItem>
                          <FormLabel>Member e-mails (comma-separated Gmail addresses)</FormLabel>
                          <FormControl>
                            <Input placeholder="ana@gmail.com, leo@gmail.com" {...field} />
                          </FormControl>
                        </FormItem>
                      )}
                    />
                  </div>
                )}
              </fieldset>
              <ScheduleFields timeZone={timeZone} maxDayOfMonth={31} />
              <FormField
                control={form.control}
                name="showDocumentsInSharedReports"
                render={({ field }) => (
                  <div className="flex items-center justify-between gap-3">
                    <Label htmlFor="share-show-documents">Show documents to team members</Label>
                    <Switch
                      id="share-show-documents"
                      checked={field.value}
                      onCheckedChange={field.onChange}
                    />
                  </div>
                )}
              />
              <FormField
                control={form.control}
                name="includeCurrentExecution"
                render={({ field }) => (
                  <div className="flex items-center justify-between gap-3">
                    <Label htmlFor="share-include-current">Include this answer as the first run</Label>
                    <Switch
                      id="share-include-current"
                      checked={field.value}
                      onCheckedChange={field.onChange}
                    />
                  </div>
                )}
              />
              <FormDialogFooter submitLabel="Share" pending={share.sharing} onCancel={() => setOpen(false)} />
            </form>
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
