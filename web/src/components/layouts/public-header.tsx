import { Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';

const linkClass = 'text-sm font-medium text-muted-foreground hover:text-foreground';

// Features and Pricing point at sections of the landing page: from another page the router goes to
// / first, and the landing page scrolls to the hash once it has rendered.
const links = [
  { label: 'Features', to: { pathname: paths.home.getHref(), hash: 'features' } },
  { label: 'Pricing', to: { pathname: paths.home.getHref(), hash: 'pricing' } },
  { label: 'FAQ', to: paths.faq.getHref() },
  { label: 'Contact', to: paths.contactUs.getHref() },
];

type NavLinksProps = { label: string; className: string; onNavigate?: () => void };

function NavLinks({ label, className, onNavigate }: NavLinksProps) {
  return (
    <nav aria-label={label} className={className}>
      {links.map((link) => (
        <Link key={link.label} to={link.to} className={linkClass} onClick={onNavigate}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

/** Sticky header of the public pages; below the md breakpoint the links fold into a menu. */
export function PublicHeader({ action }: { action?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // A page change (e.g. the browser's back button) must not leave the menu open over the new page.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to={paths.home.getHref()} className="text-xl font-bold tracking-tight">
          Quarry
        </Link>
        <NavLinks label="Main" className="hidden items-center gap-6 md:flex" />
        <div className="flex items-center gap-2">
          {action}
          <button
            type="button"
            className="rounded-md p-2 hover:bg-accent md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      <div id="mobile-menu" hidden={!menuOpen} className="border-t px-4 py-3 md:hidden">
        <NavLinks label="Mobile" className="flex flex-col gap-4" onNavigate={() => setMenuOpen(false)} />
      </div>
    </header>
  );
}
