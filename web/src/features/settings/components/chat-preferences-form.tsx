import type { Preferences } from '@quarry/contracts/user';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { type ChatPreferencesUpdate, useUpdatePreferences } from '../api/update-preferences';
import { RETENTION_MAX_DAYS, RETENTION_MIN_DAYS, retentionLabel } from '../utils/retention-label';
import { timezoneOptions } from '../utils/timezones';
import { RangeField } from './range-field';

export const MIN_KEYWORDS = 5;
export const MAX_KEYWORDS = 30;

const fieldClass =
  'w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function editable(preferences: Preferences): ChatPreferencesUpdate {
  const { chatRetentionDays, reportRetentionDays, maxKeywords, timezone, systemQuery } = preferences;
  return { chatRetentionDays, reportRetentionDays, maxKeywords, timezone, systemQuery };
}

/** The editable chat preferences, saved together with 'Save Settings'. */
export function ChatPreferencesForm({ preferences }: { preferences: Preferences }) {
  const [values, setValues] = useState(() => editable(preferences));
  const save = useUpdatePreferences();
  const set = <K extends keyof ChatPreferencesUpdate>(key: K, value: ChatPreferencesUpdate[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(values);
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-6">
      <Card>
        <CardContent className="flex flex-col gap-6 pt-6">
          <RangeField
            label="Chat History Retention"
            description="How long your chat sessions are kept before they are deleted."
            min={RETENTION_MIN_DAYS}
            max={RETENTION_MAX_DAYS}
            value={values.chatRetentionDays}
            valueText={retentionLabel(values.chatRetentionDays)}
            onChange={(days) => set('chatRetentionDays', days)}
          />
          <RangeField
            label="Report Retention"
            description="How long your report runs are kept before they are deleted."
            min={RETENTION_MIN_DAYS}
            max={RETENTION_MAX_DAYS}
            value={values.reportRetentionDays}
            valueText={retentionLabel(values.reportRetentionDays)}
            onChange={(days) => set('reportRetentionDays', days)}
          />
          <RangeField
            label="Max Keywords"
            description="The most search keywords generated from one question."
            min={MIN_KEYWORDS}
            max={MAX_KEYWORDS}
            value={values.maxKeywords}
            valueText={`${values.maxKeywords} keywords`}
            onChange={(count) => set('maxKeywords', count)}
          />
          <div className="flex flex-col gap-2">
            <label htmlFor="settings-timezone" className="text-sm font-medium">
              Timezone
            </label>
            <select
              id="settings-timezone"
              value={values.timezone}
              onChange={(event) => set('timezone', event.target.value)}
              className={`${fieldClass} h-10`}
            >
              {timezoneOptions(values.timezone).map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {zone.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-2">
            <label htmlFor="settings-system-query" className="text-sm font-medium">
              System Query
            </label>
            <textarea
              id="settings-system-query"
              rows={4}
              maxLength={5000}
              value={values.systemQuery}
              aria-describedby="settings-system-query-description"
              onChange={(event) => set('systemQuery', event.target.value)}
              className={`${fieldClass} py-2`}
            />
            <p id="settings-system-query-description" className="text-xs text-muted-foreground">
              A query that is run each time you use Quarry, alongside your question.
            </p>
          </div>
        </CardContent>
      </Card>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        Save Settings
      </Button>
    </form>
  );
}
