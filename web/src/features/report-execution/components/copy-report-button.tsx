import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { copyReport } from '../utils/copy-report';

export function CopyReportButton({ html }: { html: string }) {
  async function onCopy() {
    try {
      await copyReport(html, navigator.clipboard);
      toast({ title: 'Copied', description: 'The report has been copied to your clipboard.' });
    } catch {
      toast({
        title: 'Copy Failed',
        description: 'Could not copy the report to your clipboard.',
        variant: 'destructive',
      });
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={onCopy}>
      <Copy aria-hidden="true" />
      Copy to Clipboard
    </Button>
  );
}
