import type { ReactNode } from 'react';

type LegalDocumentProps = { title: string; summary: string; children: ReactNode };

/** Long-form legal text: headings and paragraphs styled for reading on any screen. */
export function LegalDocument({ title, summary, children }: LegalDocumentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 text-muted-foreground">{summary}</p>
      <div className="mt-10 space-y-4 text-sm leading-relaxed sm:text-base [&_h2]:pt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-foreground [&_li]:mt-1 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}
