import { Badge } from '@/components/ui/badge';

/**
 * The mark of a quote the check could not find in its document (docs/architecture/evidence.md): a muted badge,
 * and for screen readers the reason it is shown apart, since the badge alone does not say it.
 */
export function QuoteNotFound() {
  return (
    <Badge variant="secondary" className="whitespace-normal">
      Not found in the document
      <span className="sr-only">
        : Quarry could not find this passage in the document, so nothing in the report rests on it.
      </span>
    </Badge>
  );
}
