import type { ReactNode } from 'react';

/** The page's one h1: it takes focus after a navigation (tabIndex -1, see Shell) so screen readers announce it. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 className="page-heading" tabIndex={-1}>
      {children}
    </h1>
  );
}
