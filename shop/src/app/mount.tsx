import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShopApp } from './App';
import type { ShopBoot } from './boot';

/** Renders the shop into its container; the container's data attributes arrive as the root's props. */
export function mountShop(container: HTMLElement, boot: ShopBoot): void {
  createRoot(container).render(
    <StrictMode>
      <ShopApp {...boot.config} boot={boot} />
    </StrictMode>,
  );
}
