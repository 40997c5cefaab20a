import { ChevronRight, Folder } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { FolderNode } from '../utils/folder-tree';

type FolderTreeProps = {
  folder: FolderNode;
  isSelected: (id: string) => boolean;
  onToggle: (folder: FolderNode) => void;
  isExpanded: (id: string) => boolean;
  onExpandToggle: (id: string) => void;
};

/** One folder with its checkbox; folders with subfolders expand and collapse. */
export function FolderTree(props: FolderTreeProps) {
  const { folder, isSelected, onToggle, isExpanded, onExpandToggle } = props;
  const expanded = isExpanded(folder.id);
  const hasChildren = folder.children.length > 0;
  return (
    <li className="flex flex-col">
      <div className="flex items-center gap-1 py-0.5">
        {hasChildren ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} ${folder.name}`}
            onClick={() => onExpandToggle(folder.id)}
            className="rounded p-0.5 hover:bg-accent"
          >
            <ChevronRight
              className={cn('size-4 transition-transform', expanded && 'rotate-90')}
              aria-hidden="true"
            />
          </button>
        ) : (
          <span className="w-5" />
        )}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={isSelected(folder.id)}
            onChange={() => onToggle(folder)}
          />
          <Folder className="size-4 text-muted-foreground" aria-hidden="true" />
          {folder.name}
        </label>
      </div>
      {hasChildren && expanded && (
        <ul className="ml-5 flex flex-col border-l pl-2">
          {folder.children.map((child) => (
            <FolderTree key={child.id} {...props} folder={child} />
          ))}
        </ul>
      )}
    </li>
  );
}
