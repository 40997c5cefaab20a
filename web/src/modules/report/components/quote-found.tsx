import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/**
 * The mark of a quote the check found in its document (docs/decisions/evidence.md): a quiet badge beside its page,
 * the counterpart of QuoteNotFound, so every checked quote says which it is.
 */
export function QuoteFound() {
  return (
    <Badge variant="success" className="whitespace-normal">
      <Check className="size-3" aria-hidden="true" />
      Verified
      <span className="sr-only">: Quarry found this passage in the document.</span>
    </Badge>
  );
}
