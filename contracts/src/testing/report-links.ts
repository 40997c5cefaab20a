/**
 * The link cases both sanitizers are tested on (the server's before storing a report, the browser's
 * before showing it), so the one link rule is seen to behave the same on both sides.
 */
export const REPORT_DOCUMENT_LINK = 'https://drive.google.com/file/d/doc-1/view';

export const REPORT_LINK_CASES: { name: string; href: string; kept: boolean }[] = [
  { name: "a link to one of the report's documents", href: REPORT_DOCUMENT_LINK, kept: true },
  { name: 'a javascript: address', href: 'javascript:alert(1)', kept: false },
  { name: 'a data: address', href: 'data:text/html,<b>hi</b>', kept: false },
  { name: 'another https host', href: 'https://evil.example/file/d/doc-1/view', kept: false },
  { name: 'a near miss of a document link', href: `${REPORT_DOCUMENT_LINK}?usp=phish`, kept: false },
  {
    name: 'a different document on the same host',
    href: 'https://drive.google.com/file/d/doc-12/view',
    kept: false,
  },
  { name: 'a mailto: address', href: 'mailto:ada@example.com', kept: false },
];
