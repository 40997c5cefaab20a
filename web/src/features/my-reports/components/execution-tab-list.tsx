import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';
import { EXECUTION_TABS, type ExecutionTab } from '../utils/execution-tabs';

type ExecutionTabListProps = {
  selected: ExecutionTab;
  counts: Record<ExecutionTab, number>;
  panelId: string;
  tabId: (tab: ExecutionTab) => string;
  onSelect: (tab: ExecutionTab) => void;
};

/** The status tabs, each with its count; arrow keys, Home and End move between them (WAI-ARIA tabs). */
export function ExecutionTabList({ selected, counts, panelId, tabId, onSelect }: ExecutionTabListProps) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = EXECUTION_TABS.findIndex((tab) => tab.id === selected);
    const last = EXECUTION_TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = EXECUTION_TABS[next]!.id;
    onSelect(tab);
    document.getElementById(tabId(tab))?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Execution status"
      onKeyDown={onKeyDown}
      className="flex w-full gap-1 overflow-x-auto rounded-md bg-muted p-1"
    >
      {EXECUTION_TABS.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={cn(
              'whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              active && 'bg-background text-foreground shadow-sm',
            )}
          >
            {`${tab.label} (${counts[tab.id]})`}
          </button>
        );
      })}
    </div>
  );
}
