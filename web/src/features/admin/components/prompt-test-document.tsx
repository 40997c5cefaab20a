import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { useFindDocuments } from '../api/admin-mutations';

type Props = {
  find: ReturnType<typeof useFindDocuments>;
  word: string;
  onWord: (word: string) => void;
  documentId: string | undefined;
  onDocument: (id: string) => void;
};

/** Finds a document in the administrator's Drive by a word, to test extraction on it. */
export function PromptTestDocument({ find, word, onWord, documentId, onDocument }: Props) {
  const documents = find.data?.documents.filter((d) => d.supported) ?? [];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-end gap-2">
        <div className="flex flex-1 flex-col gap-1">
          <Label htmlFor="test-find">Find a document in your Drive</Label>
          <Input id="test-find" value={word} onChange={(event) => onWord(event.target.value)} />
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={!word.trim() || find.isPending}
          onClick={() => find.mutate(word.trim())}
        >
          <Search aria-hidden="true" />
          Find
        </Button>
      </div>
      {find.isSuccess && documents.length === 0 && (
        <p className="text-muted-foreground text-sm">No readable document matches that word.</p>
      )}
      {documents.length > 0 && (
        <Select value={documentId} onValueChange={onDocument}>
          <SelectTrigger aria-label="Document">
            <SelectValue placeholder="Choose a document" />
          </SelectTrigger>
          <SelectContent>
            {documents.map((document) => (
              <SelectItem key={document.id} value={document.id}>
                {document.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </div>
  );
}
