import type { ReactNode } from 'react';
import styles from './pages.module.css';

/**
 * The page's one h1. It takes focus after a navigation (tabIndex -1, see the shell) so screen readers
 * announce the new page.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 className={styles.heading} tabIndex={-1}>
      {children}
    </h1>
  );
}
