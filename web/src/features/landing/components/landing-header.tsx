import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const linkClass = 'text-sm font-medium text-muted-foreground hover:text-foreground';

type NavLinksProps = { label: string; className: string; onNavigate?: () => void };

function NavLinks({ label, className, onNavigate }: NavLinksProps) {
  return (
    <nav aria-label={label} className={className}>
      <Link
        to={{ pathname: paths.home.getHref(), hash: 'features' }}
        className={linkClass}
        onClick={onNavigate}
      >
        Features
      </Link>
      <Link
        to={{ pathname: paths.home.getHref(), hash: 'pricing' }}
        className={linkClass}
        onClick={onNavigate}
      >
        Pricing
      </Link>
      <Link to={paths.faq.getHref()} className={linkClass} onClick={onNavigate}>
        FAQ
      </Link>
      <Link to={paths.contactUs.getHref()} className={linkClass} onClick={onNavigate}>
        Contact
      </Link>
    </nav>
  );
}

export function LandingHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to={paths.home.getHref()} className="text-xl font-bold tracking-tight">
          Quarry
        </Link>
        <NavLinks label="Main" className="hidden items-center gap-6 md:flex" />
        <button
          type="button"
          className="rounded-md p-2 md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
        </button>
      </div>
      <div id="mobile-menu" hidden={!menuOpen} className="border-t px-4 py-3 md:hidden">
        <NavLinks label="Mobile" className="flex flex-col gap-3" onNavigate={() => setMenuOpen(false)} />
      </div>
    </header>
  );
}
