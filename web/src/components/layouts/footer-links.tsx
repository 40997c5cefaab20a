import { Link } from 'react-router';

export interface FooterLink {
  label: string;
  href: string;
}

/** A footer's row of links, labelled 'Footer' for screen readers; it wraps on a phone. */
export function FooterLinks({ links }: { links: FooterLink[] }) {
  return (
    <nav aria-label="Footer" className="flex flex-wrap justify-center gap-x-6 gap-y-2">
      {links.map((link) => (
        <Link key={link.href} to={link.href} className="text-sm text-muted-foreground hover:text-foreground">
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
