import { Activity, HardDrive } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSystemSettings } from '../api/admin-queries';
import { AccessGrantsCard } from './access-grants-card';
import { AdminGate } from './admin-gate';
import { AuditCard } from './audit-card';
import { DangerZone } from './danger-zone';
import { GeminiModelsCard } from './gemini-models-card';
import { PromptSettingsForm } from './prompt-settings-form';
import { SettingsHistory } from './settings-history';

function SysAdminContent() {
  const settings = useSystemSettings();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-semibold text-2xl tracking-tight">System Administration</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.reportMonitoring.getHref()}>
              <Activity aria-hidden="true" />
              Report Monitoring
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.driveDebug.getHref()}>
              <HardDrive aria-hidden="true" />
              Drive Token Debug
            </Link>
          </Button>
        </div>
      </div>
      <GeminiModelsCard />
      <section aria-labelledby="prompts-title" className="flex flex-col gap-3">
        <h2 id="prompts-title" className="font-semibold text-xl">
          Prompts and models
        </h2>
        {settings.data ? (
          <PromptSettingsForm settings={settings.data.settings} version={settings.data.version} />
        ) : (
          <Spinner />
        )}
      </section>
      <SettingsHistory />
      <div className="grid gap-4 lg:grid-cols-2">
        <AccessGrantsCard list="complimentary" />
        <AccessGrantsCard list="authorized" />
      </div>
      <DangerZone />
      <AuditCard />
    </div>
  );
}

/** /sys-admin (spec part 3 section 2): the system administrator's panel. */
export function SysAdminScreen() {
  return (
    <AdminGate>
      <SysAdminContent />
    </AdminGate>
  );
}
