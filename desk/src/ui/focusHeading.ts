/**
 * Focuses the first h1 inside `container` once it is rendered (a page may still be loading), for up to 60
 * animation frames. Returns the cancel function (an effect's clean-up).
 */
export function focusHeading(container: ParentNode | null): () => void {
  let frame = 0;
  let attempts = 0;
  const tryFocus = () => {
    const heading = container?.querySelector<HTMLElement>('h1');
    if (heading) heading.focus({ preventScroll: false });
    else if (attempts < 60) {
      attempts += 1;
      frame = window.requestAnimationFrame(tryFocus);
    }
  };
  frame = window.requestAnimationFrame(tryFocus);
  return () => window.cancelAnimationFrame(frame);
}
