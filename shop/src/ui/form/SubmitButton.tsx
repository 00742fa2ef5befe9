import type { FormEvent, ReactNode } from 'react';
import pages from '../pages.module.css';

/**
 * The submit button. While the form is sent it stays focusable (aria-disabled instead of disabled, so the
 * focus is not lost); `submitOnce` ignores a second submit meanwhile.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={pages.button} aria-disabled={busy || undefined}>
      {children}
    </button>
  );
}

export function submitOnce(
  busy: boolean,
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>,
): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    void submit(event);
  };
}
