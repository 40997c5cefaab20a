import { GRID_COLUMN_TYPE_LABELS, GRID_COLUMN_TYPES } from '@quarry/contracts/grid';
import { Trash2 } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input, textControlClass } from '@/components/ui/input';
import type { ColumnsFormInput } from '../utils/columns-form';

/** One column of the 'Add columns' editor: its question, its type, and a way to remove it. */
export function ColumnRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control } = useFormContext<ColumnsFormInput>();
  return (
    <li className="flex items-start gap-2">
      <FormField
        control={control}
        name={`columns.${index}.question`}
        render={({ field: input }) => (
          <FormItem className="min-w-0 flex-1">
            <FormLabel>{`Column ${index + 1} question`}</FormLabel>
            <FormControl>
              <Input {...input} placeholder="e.g. What is the contract value?" autoComplete="off" />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name={`columns.${index}.type`}
        render={({ field: input }) => (
          <FormItem className="w-28">
            <FormLabel>Type</FormLabel>
            <FormControl>
              <select {...input} className={textControlClass}>
                {GRID_COLUMN_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {GRID_COLUMN_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            </FormControl>
          </FormItem>
        )}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="mt-6"
        aria-label={`Remove column ${index + 1}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
