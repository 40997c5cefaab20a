import { modelField, type SystemSettings } from '@quarry/contracts/admin';
import type { ModelPrices } from '@quarry/contracts/usage';
import { diffWords } from 'diff';
import { modelLabel } from '../utils/model-label';
import { PROMPT_CARDS } from '../utils/prompt-cards';

/** 'Pro input: $1.25 → $1.5' for each price that moved, and the date they were taken. */
function priceChanges(from: ModelPrices, to: ModelPrices): string[] {
  const lines: string[] = [];
  for (const family of ['flash', 'pro'] as const) {
    for (const side of ['input', 'output'] as const) {
      if (from[family][side] !== to[family][side]) {
        const name = `${family === 'flash' ? 'Flash' : 'Pro'} ${side}`;
        lines.push(`${name}: $${from[family][side]} → $${to[family][side]} per million tokens`);
      }
    }
  }
  if (from.asOf !== to.asOf) lines.push(`As of: ${from.asOf} → ${to.asOf}`);
  return lines;
}

/** What differs between two versions, prompt by prompt: words removed and added, and model switches. */
export function VersionDiff({ from, to }: { from: SystemSettings; to: SystemSettings }) {
  const changed = PROMPT_CARDS.filter(
    (card) => from[card.name] !== to[card.name] || from[modelField(card.name)] !== to[modelField(card.name)],
  );
  const prices = priceChanges(from.modelPrices, to.modelPrices);
  if (changed.length === 0 && prices.length === 0)
    return <p className="text-muted-foreground text-sm">The two versions are the same.</p>;
  return (
    <ul aria-label="Differences" className="flex flex-col gap-3">
      {prices.length > 0 && (
        <li className="rounded-md border p-3 text-sm">
          <h4 className="font-medium">Model prices</h4>
          {prices.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </li>
      )}
      {changed.map((card) => {
        const model = modelField(card.name);
        return (
          <li key={card.name} className="rounded-md border p-3 text-sm">
            <h4 className="font-medium">{card.title}</h4>
            {from[model] !== to[model] && (
              <p>
                Model: {modelLabel(from[model])} → {modelLabel(to[model])}
              </p>
            )}
            {from[card.name] !== to[card.name] && (
              <p className="whitespace-pre-wrap break-words">
                {diffWords(from[card.name], to[card.name]).map((part, index) =>
                  part.added ? (
                    <ins key={index} className="bg-green-100 text-green-900 no-underline">
                      {part.value}
                    </ins>
                  ) : part.removed ? (
                    <del key={index} className="bg-red-100 text-red-900">
                      {part.value}
                    </del>
                  ) : (
                    <span key={index}>{part.value}</span>
                  ),
                )}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
