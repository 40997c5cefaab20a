import type { GridColumn } from '@quarry/contracts/grid';
import { Columns3 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ColumnsEditor } from './columns-editor';

/** 'Add columns' beside the chosen documents, and the columns chosen so far. */
export function AddColumns({
  columns,
  onChange,
}: {
  columns: GridColumn[];
  onChange: (columns: GridColumn[]) => void;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => setEditing(true)}
      >
        <Columns3 aria-hidden="true" />
        {columns.length === 0 ? 'Add columns' : `Edit columns (${columns.length})`}
      </Button>
      {columns.length > 0 && (
        <p className="text-muted-foreground break-words">
          {`An evidence grid will answer for each document: ${columns.map((c) => c.question).join('; ')}`}
        </p>
      )}
      {editing && (
        <ColumnsEditor
          initial={columns}
          onCancel={() => setEditing(false)}
          onSave={(next) => {
            onChange(next);
            setEditing(false);
          }}
        />
      )}
    </div>
  );
}
