import { useState } from 'react';

/** Which executions show their details; kept by the screen so a layout change keeps them open. */
export function useExpandedIds() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  function toggle(id: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }
  return { isExpanded: (id: string) => expanded.has(id), toggle };
}
