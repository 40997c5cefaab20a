import {
  documentsPerDay,
  FREE_TIER_CONTENT_RULE,
  GEMINI_TERMS_URL,
  type GeminiTier,
} from '@quarry/contracts/user';
import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useGeminiTier } from '../api/gemini-tier';

const plural = (count: number, word: string) => `${count.toLocaleString()} ${word}${count === 1 ? '' : 's'}`;

/** What the daily limit means in documents, with the figure Gemini named when it named one. */
export function dailyLimitText(requestsPerDay: number | null, documentsPerCall: number): string {
  const perRequest = `Quarry reads up to ${plural(documentsPerCall, 'small document')} in each request`;
  const after = 'a report that needs more goes on by itself after the limit resets at midnight Pacific time.';
  if (requestsPerDay === null) {
    return `Gemini allows free keys a limited number of requests a day for each model. ${perRequest}, and ${after}`;
  }
  const documents = documentsPerDay(requestsPerDay, documentsPerCall);
  return `Gemini allows this key ${plural(requestsPerDay, 'request')} a day for each model. ${perRequest}, so that is about ${plural(documents, 'document')} a day; ${after}`;
}

/**
 * A key on Gemini's free tier, named where it matters (docs/architecture/reading-economy.md): Google's rule on what it
 * may do with free-tier content, and what the daily limit means in documents. Nothing for a key not
 * known to be on the free tier.
 */
export function FreeTierNote({
  tier,
  documentsPerCall,
  guideLink = true,
  className,
}: {
  tier: GeminiTier | null | undefined;
  /** Small documents one request reads (the server's packing rules). */
  documentsPerCall: number;
  /** A link to the quota guide (not on the guide itself). */
  guideLink?: boolean;
  className?: string;
}) {
  if (!tier?.freeTier) return null;
  return (
    <section
      aria-label="Free tier"
      className={cn(
        'flex gap-2 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950',
        className,
      )}
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="font-medium">Your Gemini key is on the free tier</p>
        <p>
          {FREE_TIER_CONTENT_RULE}{' '}
          <a href={GEMINI_TERMS_URL} target="_blank" rel="noopener noreferrer" className="underline">
            Gemini API terms
          </a>
        </p>
        <p>{dailyLimitText(tier.requestsPerDay, documentsPerCall)}</p>
        {guideLink && (
          <p>
            <Link to={paths.quotaHelp.getHref()} className="underline">
              How to move your key to a paid tier
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}

/** The signed-in person's key, named if it is on the free tier: drop it where a run is weighed. */
export function KeyTierNote({
  enabled = true,
  ...props
}: Omit<Parameters<typeof FreeTierNote>[0], 'tier' | 'documentsPerCall'> & { enabled?: boolean }) {
  const tier = useGeminiTier(enabled);
  if (!tier.data) return null;
  return <FreeTierNote tier={tier.data.tier} documentsPerCall={tier.data.documentsPerCall} {...props} />;
}
