import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { type CopiedReport, copyReport } from '../utils/copy-report';

/** Spec part 3: 'Copied!' on success; the error catalogue's 'Failed to copy report' otherwise. */
export function CopyReportButton({ report }: { report: CopiedReport }) {
  async function onCopy() {
    try {
      await copyReport(report, navigator.clipboard);
      toast({ title: 'Copied!' });
    } catch {
      toast({ title: 'Error', description: 'Failed to copy report', variant: 'destructive' });
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={onCopy}>
      <Copy aria-hidden="true" />
      Copy to Clipboard
    </Button>
  );
}
