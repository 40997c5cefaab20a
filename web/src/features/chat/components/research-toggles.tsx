import type { Preferences } from '@quarry/contracts/user';
import { useUpdateResearchToggles } from '../api/update-research-toggles';

type ToggleProps = {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
};

function Toggle({ label, hint, checked, disabled, onChange }: ToggleProps) {
  return (
    <label className="flex items-center gap-2 text-sm" title={hint}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="size-4 accent-primary"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** 'Deep Research' and 'Notify when Ready', saved as the user's preferences when switched. */
export function ResearchToggles({ preferences }: { preferences: Preferences | undefined }) {
  const update = useUpdateResearchToggles();
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Toggle
        label="Deep Research"
        hint="Adds an introduction and a conclusion to the report"
        checked={preferences?.deepResearch ?? false}
        disabled={!preferences}
        onChange={(deepResearch) => update.mutate({ deepResearch })}
      />
      <Toggle
        label="Notify when Ready"
        hint="Runs the report in the background and e-mails you when it is ready"
        checked={preferences?.notifyOnCompletion ?? false}
        disabled={!preferences}
        onChange={(notifyOnCompletion) => update.mutate({ notifyOnCompletion })}
      />
    </div>
  );
}
