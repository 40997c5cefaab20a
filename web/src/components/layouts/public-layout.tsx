import type { ReactNode } from 'react';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

type PublicLayoutProps = {
  children: ReactNode;
  /** Shown in the header beside the menu toggle, e.g. the landing page's sign-in button. */
  headerAction?: ReactNode;
};

/** Frame of the pages anyone can open: sticky header, the page, footer with the legal links. */
export function PublicLayout({ children, headerAction }: PublicLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <PublicHeader action={headerAction} />
      <main className="flex-1">{children}</main>
      <PublicFooter />
    </div>
  );
}
