import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShopApp } from './App';
import type { ShopBoot } from './boot';

/**
 * Renders the shop into its container; the container's data attributes arrive as the root's props. The first
 * render is a transition, so React renders it in slices of a few milliseconds and the host page stays
 * responsive (no long task) while the shop starts.
 */
export function mountShop(container: HTMLElement, boot: ShopBoot): void {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <ShopApp {...boot.config} boot={boot} />
      </StrictMode>,
    ),
  );
}
