import { collapse } from '../utils/report-lists';

type KeywordChipsProps = {
  label: string;
  keywords: string[];
  /** How many show before the rest collapse into '+N more' (spec part 2 section 9). */
  limit: number;
  excluded?: boolean;
};

/** Keywords as chips; excluded ones red with a leading minus, as in the chat's keyword dialog. */
export function KeywordChips({ label, keywords, limit, excluded = false }: KeywordChipsProps) {
  if (keywords.length === 0) return <p className="text-muted-foreground">None</p>;
  const { shown, hidden } = collapse(keywords, limit);
  const chip = excluded ? 'bg-red-100 text-red-800' : 'bg-green-100 text-green-800';
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {shown.map((keyword, index) => (
        // Saved lists may repeat a keyword, so the position is part of the key.
        <li
          key={`${index}-${keyword}`}
          className={`max-w-full break-words rounded-full px-2 py-0.5 text-xs ${chip}`}
        >
          {excluded ? `-${keyword}` : keyword}
        </li>
      ))}
      {hidden > 0 && (
        <li className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">+{hidden} more</li>
      )}
    </ul>
  );
}
