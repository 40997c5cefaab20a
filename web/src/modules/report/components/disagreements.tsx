import {
  DISAGREEMENTS_TITLE,
  type Disagreement,
  type DisagreementSide,
  type ReportCitation,
} from '@quarry/contracts/report';
import { Scale } from 'lucide-react';
import { useId } from 'react';
import { sideSource } from '../utils/side-source';
import type { Citations } from './render-report';

/** A side's source, linked to its document where the view may show it (side-source.ts). */
function SideSource({ side, citation }: { side: DisagreementSide; citation: ReportCitation | undefined }) {
  const { label, link } = sideSource(side, citation);
  if (!link) return <span>{label}</span>;
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-blue-700 underline underline-offset-2"
    >
      {label}
    </a>
  );
}

function Side({ side, citation }: { side: DisagreementSide; citation: ReportCitation | undefined }) {
  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-md border border-sky-200 bg-white p-2">
      <p className="font-semibold">{side.value}</p>
      <blockquote className="border-l-2 border-sky-700 pl-2 leading-relaxed">{`“${side.quote}”`}</blockquote>
      <p className="text-xs text-sky-900">
        <SideSource side={side} citation={citation} />
        {side.page === undefined ? null : `, page ${side.page}`}
      </p>
    </li>
  );
}

/**
 * Where the documents disagree (docs/architecture/evidence.md): each fact two or more sources give differently,
 * each side with its value, its quote, page and source. A labelled region like 'Check these claims':
 * part of the report, found among the page's regions rather than announced.
 */
export function Disagreements({
  disagreements,
  citations,
}: {
  disagreements: Disagreement[];
  citations: Citations;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950 [overflow-wrap:anywhere]"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold">
        <Scale className="size-4 shrink-0" aria-hidden="true" />
        {DISAGREEMENTS_TITLE}
      </h2>
      <p>
        The documents give different values for these facts. Check which one is right before relying on it.
      </p>
      <ul className="flex flex-col gap-3">
        {disagreements.map((disagreement) => (
          <li key={disagreement.fact} className="flex flex-col gap-2">
            <h3 className="font-medium">{disagreement.fact}</h3>
            <ul className="grid gap-2 sm:grid-cols-2">
              {disagreement.sides.map((side) => (
                <Side
                  key={`${side.source}|${side.value}|${side.quote}`}
                  side={side}
                  citation={citations.get(side.source)}
                />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
