import { FolderOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Shown instead of an empty list: what to change so the next search finds something. */
export function NoDocumentsFound() {
  return (
    <div className="flex flex-col gap-3 rounded-md border border-dashed p-4 text-sm">
      <p className="font-medium">No documents in your Google Drive match these keywords. You could:</p>
      <ul className="list-disc pl-5 text-muted-foreground">
        <li>go Back and use fewer or broader keywords;</li>
        <li>remove excluded (red) keywords, which leave out every document that names them;</li>
        <li>search other folders of your Google Drive.</li>
      </ul>
      <div>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.googleDrive.getHref()}>
            <FolderOpen aria-hidden="true" />
            Choose other folders
          </Link>
        </Button>
      </div>
    </div>
  );
}
