import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import type { FaqSection } from '../faq-sections';

/**
 * The FAQ as one accordion across all sections: opening a question closes the one that was open.
 * Built on the WAI-ARIA accordion pattern (heading > button with aria-expanded and aria-controls).
 */
export function FaqAccordion({ sections }: { sections: readonly FaqSection[] }) {
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <section key={section.title} aria-labelledby={`faq-section-${slug(section.title)}`}>
          <h2 id={`faq-section-${slug(section.title)}`} className="text-xl font-semibold">
            {section.title}
          </h2>
          <div className="mt-4 divide-y rounded-lg border">
            {section.items.map((item) => {
              const open = openId === item.id;
              const triggerId = `faq-${item.id}-trigger`;
              const panelId = `faq-${item.id}-panel`;
              return (
                <div key={item.id}>
                  <h3>
                    <button
                      type="button"
                      id={triggerId}
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenId(open ? null : item.id)}
                      className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-medium hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {item.question}
                      <ChevronDown
                        className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
                        aria-hidden="true"
                      />
                    </button>
                  </h3>
                  <section
                    id={panelId}
                    aria-labelledby={triggerId}
                    hidden={!open}
                    className="space-y-3 px-4 pb-4 text-sm text-muted-foreground"
                  >
                    {item.answer.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </section>
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}

function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
