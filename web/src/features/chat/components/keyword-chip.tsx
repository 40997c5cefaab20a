import { MinusCircle, PlusCircle, X } from 'lucide-react';
import { cn } from '@/lib/utils';

type KeywordChipProps = {
  keyword: string;
  excluded: boolean;
  onToggle: () => void;
  onRemove: () => void;
};

/** One keyword: green when included, red with a leading minus when excluded. */
export function KeywordChip({ keyword, excluded, onToggle, onRemove }: KeywordChipProps) {
  return (
    <li
      className={cn(
        'inline-flex items-center gap-1 rounded-full border py-0.5 pl-3 pr-1 text-sm',
        excluded ? 'border-red-300 bg-red-50 text-red-800' : 'border-green-300 bg-green-50 text-green-800',
      )}
    >
      <span>{excluded ? `-${keyword}` : keyword}</span>
      <button
        type="button"
        onClick={onToggle}
        aria-label={excluded ? `Include ${keyword}` : `Exclude ${keyword}`}
        className="rounded-full p-0.5 hover:bg-black/10"
      >
        {excluded ? (
          <PlusCircle className="size-4" aria-hidden="true" />
        ) : (
          <MinusCircle className="size-4" aria-hidden="true" />
        )}
      </button>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${keyword}`}
        className="rounded-full p-0.5 hover:bg-black/10"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}
