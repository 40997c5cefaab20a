import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ExcludedDocument } from '../utils/report-lists';

/** The count of documents left out of the report, with a toggle that lists them by name. */
export function ExcludedDocuments({ documents }: { documents: ExcludedDocument[] }) {
  const [shown, setShown] = useState(false);
  const listId = useId();
  const count = documents.length;
  return (
    <div className="flex flex-col items-start gap-1">
      <p>
        {count} {count === 1 ? 'document' : 'documents'} excluded
      </p>
      {count > 0 && (
        <Button
          variant="link"
          size="sm"
          className="h-auto p-0"
          aria-expanded={shown}
          aria-controls={listId}
          onClick={() => setShown((current) => !current)}
        >
          {shown ? 'Hide excluded documents' : 'Show excluded documents'}
        </Button>
      )}
      {shown && (
        <ul id={listId} aria-label="Excluded documents" className="list-disc pl-5">
          {documents.map((document, index) => (
            <li key={`${index}-${document.id}`} className="break-words">
              {document.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
