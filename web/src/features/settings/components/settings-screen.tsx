import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { usePreferences } from '@/modules/account/api/get-preferences';
import { ChatPreferencesForm } from './chat-preferences-form';
import { DangerZone } from './danger-zone';
import { EncryptionInfoCard } from './encryption-info-card';

type SettingsScreenProps = {
  /** 'Download my data', above the Danger Zone (another feature's card, placed by the route). */
  dataExport?: ReactNode;
  /** 'Delete my account', beside 'Delete My Keys' in the Danger Zone (placed by the route). */
  accountDeletion?: ReactNode;
};

/**
 * /settings: headed for all it holds (docs/decisions/web.md): the chat preferences form (the spec's 'Chat
 * Preferences', now its section's heading), the encryption note, one's data and the danger zone.
 */
export function SettingsScreen({ dataExport, accountDeletion }: SettingsScreenProps = {}) {
  const preferences = usePreferences();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="text-sm text-muted-foreground">
          Your chat preferences, how your keys are kept, your data, and the danger zone.
        </p>
      </div>
      {preferences.isPending && <Spinner label="Loading your preferences" />}
      {preferences.isError && (
        <p role="alert" className="text-sm text-destructive">
          Could not load your preferences. Please reload the page.
        </p>
      )}
      {preferences.data && <ChatPreferencesForm preferences={preferences.data} />}
      <EncryptionInfoCard />
      {dataExport}
      <DangerZone accountDeletion={accountDeletion} />
    </div>
  );
}
