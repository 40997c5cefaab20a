import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type AppLayoutProps = {
  children: ReactNode;
  /** The main (hamburger) menu, at the left of the header. */
  menu: ReactNode;
  /** The account (avatar) menu, at the right of the header. */
  account: ReactNode;
};

/** Frame of the signed-in screens: a header with the two menus over the page. */
export function AppLayout({ children, menu, account }: AppLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-muted/40">
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-2 sm:px-4">
          <div className="flex min-w-0 items-center gap-2">
            {menu}
            <Link to={paths.chatInterface.getHref()} className="truncate text-lg font-bold tracking-tight">
              Quarry
            </Link>
          </div>
          {account}
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">{children}</main>
    </div>
  );
}
