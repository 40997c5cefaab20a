import type { ReactNode } from 'react';

/** The centred single-card frame of the sign-in and setup pages. */
export function AuthPageShell({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-4">
      <div className="w-full max-w-md">{children}</div>
    </main>
  );
}
