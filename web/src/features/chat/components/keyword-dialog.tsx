import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useKeywordEditing } from '../hooks/use-keyword-editing';
import {
  counterText,
  EMPTY_KEYWORDS,
  type KeywordLists,
  keywordCount,
  removeKeyword,
  searchLabel,
  toggleKeyword,
} from '../utils/keyword-list';
import { KeywordChip } from './keyword-chip';

type KeywordDialogProps = {
  initial: KeywordLists;
  maxKeywords: number;
  searching: boolean;
  onSearch: (lists: KeywordLists) => void;
  onCancel: () => void;
};
/** The Select Keywords dialog. Clicking outside does not close it; Cancel (or Escape) drops the query. */
export function KeywordDialog({ initial, maxKeywords, searching, onSearch, onCancel }: KeywordDialogProps) {
  const { lists, setLists, typed, setTyped, rejection, apply, add, onKeyDown } = useKeywordEditing(
    initial,
    maxKeywords,
  );

  const chips = [
    ...lists.positive.map((keyword) => ({ keyword, excluded: false })),
    ...lists.negative.map((keyword) => ({ keyword, excluded: true })),
  ];

  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Select Keywords</DialogTitle>
          <DialogDescription>
            Green keywords are searched for; red ones exclude documents. Click a keyword's icon to switch it.
          </DialogDescription>
        </DialogHeader>
        {chips.length > 0 ? (
          <ul aria-label="Keywords" className="flex flex-wrap gap-2">
            {chips.map(({ keyword, excluded }) => (
              <KeywordChip
                key={`${excluded ? '-' : '+'}${keyword}`}
                keyword={keyword}
                excluded={excluded}
                onToggle={() => apply(toggleKeyword(lists, keyword, maxKeywords))}
                onRemove={() => setLists((current) => removeKeyword(current, keyword))}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No keywords yet. Add one below.</p>
        )}
        <div className="flex gap-2">
          <input
            aria-label="New keyword"
            placeholder="Add a keyword (start with - to exclude)"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onKeyDown}
            className="h-10 flex-1 rounded-md border border-input bg-background px-3 text-sm"
          />
          <Button variant="outline" size="icon" aria-label="Add keyword" onClick={add}>
            <Plus aria-hidden="true" />
          </Button>
        </div>
        {rejection && (
          <p role="alert" className="text-sm text-destructive">
            {rejection}
          </p>
        )}
        <p className="text-xs text-muted-foreground">{counterText(lists, maxKeywords)}</p>
        <DialogFooter>
          <Button variant="ghost" onClick={() => setLists(EMPTY_KEYWORDS)}>
            Clear All
          </Button>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button disabled={keywordCount(lists) === 0 || searching} onClick={() => onSearch(lists)}>
            {searchLabel(lists)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
