import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.x A and AA rule tags axe knows. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const BLOCKING = new Set(['serious', 'critical']);

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** One readable block per violation: rule, impact, help, and each offending element with axe's summary. */
export function formatViolations(state: string, violations: Violation[]): string[] {
  return violations.map((v) => {
    const nodes = v.nodes
      .map((node) => {
        const summary = (node.failureSummary ?? '').split('\n').join('\n      ');
        return `    - ${node.target.map(String).join(' ')}\n      ${summary}`;
      })
      .join('\n');
    return `[${state}] ${v.id} (${v.impact}): ${v.help}\n    ${v.helpUrl}\n${nodes}`;
  });
}

/**
 * Checks page states one after another: each state's serious and critical WCAG 2.x A/AA violations fail as a
 * soft assertion, so the test goes on and one run names every problem, each as a readable block.
 */
export class A11ySweep {
  constructor(private readonly page: Page) {}

  /**
   * Runs axe on the shop container as it is now. Legacy mode runs axe in the page itself instead of
   * finishing in a new blank page: two to three times faster, and the shop's pages have no frames.
   * (`options` replaces the run options, so it comes before `withTags`.)
   */
  async check(state: string): Promise<void> {
    const results = await new AxeBuilder({ page: this.page })
      .options({ resultTypes: ['violations'] })
      .withTags(WCAG_AA_TAGS)
      .include('#spk-container')
      .setLegacyMode(true)
      .analyze();
    const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
    expect.soft(formatViolations(state, blocking), `accessibility of: ${state}`).toEqual([]);
  }
}
