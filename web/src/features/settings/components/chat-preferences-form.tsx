import { zodResolver } from '@hookform/resolvers/zod';
import { type Preferences, SYSTEM_QUERY_MAX_LENGTH } from '@quarry/contracts/user';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { personTimeZone } from '@/lib/time-zone';
import { useUpdatePreferences } from '../api/update-preferences';
import { RETENTION_MAX_DAYS, RETENTION_MIN_DAYS, retentionLabel } from '../utils/retention-label';
import { ChatPreferencesSchema, type ChatPreferencesValues } from './chat-preferences-schema';

import { RangeField } from './range-field';
import { SystemQueryField } from './system-query-field';
import { TimezoneField } from './timezone-field';
import { CostCapField, SpendAlertField } from './usd-amount-field';

export const MIN_KEYWORDS = 5;
export const MAX_KEYWORDS = 30;

function editable(preferences: Preferences): ChatPreferencesValues {
  const { chatRetentionDays, reportRetentionDays, maxKeywords, systemQuery } = preferences;
  const alert = preferences.monthlySpendAlertUsd;
  const cap = preferences.reportCostCapUsd;
  return {
    chatRetentionDays,
    reportRetentionDays,
    maxKeywords,
    // The zone the person's times are shown in: the one they chose, else their browser's.
    timezone: personTimeZone(preferences),
    systemQuery,
    monthlySpendAlertUsd: alert === null || alert === undefined ? '' : String(alert),
    reportCostCapUsd: cap === null || cap === undefined ? '' : String(cap),
  };
}

/** The editable chat preferences, saved together with 'Save Settings'. */
export function ChatPreferencesForm({ preferences }: { preferences: Preferences }) {
  const form = useForm({
    resolver: zodResolver(ChatPreferencesSchema),
    defaultValues: editable(preferences),
  });
  const save = useUpdatePreferences();
  // Sending the zone is choosing it (lib/time-zone.ts): only when the person picked another one.
  const onSubmit = form.handleSubmit(({ timezone, ...values }) =>
    save.mutate(timezone !== personTimeZone(preferences) ? { ...values, timezone } : values),
  );
  const { control } = form;

  return (
    <Form {...form}>
      <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Chat Preferences</CardTitle>
            <CardDescription>
              How long Quarry keeps your history, how it searches, and the time zone your times are shown in.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <RangeField
              control={control}
              name="chatRetentionDays"
              label="Chat History Retention"
              description="How long your chat sessions are kept before they are deleted."
              min={RETENTION_MIN_DAYS}
              max={RETENTION_MAX_DAYS}
              format={retentionLabel}
            />
            <RangeField
              control={control}
              name="reportRetentionDays"
              label="Report Retention"
              description="How long your report runs are kept before they are deleted."
              min={RETENTION_MIN_DAYS}
              max={RETENTION_MAX_DAYS}
              format={retentionLabel}
            />
            <RangeField
              control={control}
              name="maxKeywords"
              label="Max Keywords"
              description="The most search keywords generated from one question."
              min={MIN_KEYWORDS}
              max={MAX_KEYWORDS}
              format={(count) => `${count} keywords`}
            />
            <TimezoneField control={control} saved={personTimeZone(preferences)} />
            <SystemQueryField control={control} maxLength={SYSTEM_QUERY_MAX_LENGTH} />
            <SpendAlertField />
            <CostCapField />
          </CardContent>
        </Card>
        <Button type="submit" className="self-start" disabled={save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Save Settings
        </Button>
      </form>
    </Form>
  );
}
