import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/outbox';

/**
 * A keyboard-only journey from the start page to a sent enquiry: Tab, Shift+Tab, Enter, Space, arrow keys
 * and typing, nothing else after the first page load. Every element the focus lands on must show it, and
 * after each navigation the focus must be on the new page's heading.
 */

interface FocusState {
  description: string;
  inShop: boolean;
  /** The element (or the label text beside a radio or checkbox) draws an outline or a shadow. */
  ring: boolean;
  /** Contrast of the outline colour against the background behind it (0 when there is no outline). */
  contrast: number;
}

/** What the focused element is, whether its focus shows and how well the ring stands out. */
async function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body)
      return { description: 'body', inShop: false, ring: false, contrast: 0 };
    const rgb = (color: string): number[] | null => {
      const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?/.exec(color);
      if (!match || match[4] === '0') return null;
      return [match[1], match[2], match[3]].map(Number);
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
    };
    const backgroundBehind = (node: Element): number[] => {
      for (let current = node.parentElement; current; current = current.parentElement) {
        const color = rgb(getComputedStyle(current).backgroundColor);
        if (color) return color;
      }
      return [255, 255, 255];
    };
    const label = element.closest('label');
    const candidates = [element, element.nextElementSibling, label, label?.lastElementChild].filter(
      (node): node is Element => !!node,
    );
    const ringElement = candidates.find((node) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    });
    let contrast = 0;
    const outlineColor = ringElement ? rgb(getComputedStyle(ringElement).outlineColor) : null;
    if (ringElement && outlineColor) {
      const [a, b] = [luminance(outlineColor), luminance(backgroundBehind(ringElement))];
      contrast = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    }
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    const type = element.getAttribute('type');
    return {
      description: `${element.tagName.toLowerCase()}${type ? `[${type}]` : ''} "${name.trim().slice(0, 60)}"`,
      inShop: !!element.closest('#spk-container'),
      ring: element.matches(':focus-visible') && !!ringElement,
      contrast: Math.round(contrast * 100) / 100,
    };
  });
}

/** Presses `key` until `target` has the focus; every stop on the way must show its focus. */
async function pressUntil(page: Page, key: string, target: Locator, maxPresses = 60): Promise<void> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error(`no element for ${target.toString()}`);
  const stops: string[] = [];
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press(key);
    const state = await focusState(page);
    stops.push(state.description);
    if (state.inShop) {
      expect(state.ring, `focus ring on ${state.description}`).toBe(true);
      expect(state.contrast, `contrast of the focus ring on ${state.description}`).toBeGreaterThanOrEqual(3);
    }
    if (await handle.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${key} did not reach ${target.toString()} in ${maxPresses} presses: ${stops.join(' → ')}`);
}

const tab = (page: Page, target: Locator) => pressUntil(page, 'Tab', target);
const shiftTab = (page: Page, target: Locator) => pressUntil(page, 'Shift+Tab', target);

/** The new page's h1 has the focus (after a navigation or a step change). */
async function expectHeadingFocused(page: Page, name: string | RegExp): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
}

/** Types into the focused field after tabbing to it. */
async function tabAndType(page: Page, field: Locator, text: string): Promise<void> {
  await tab(page, field);
  await page.keyboard.type(text);
}

test('keyboard only: from the start page to a sent enquiry', async ({ page }) => {
  test.setTimeout(120_000); // a whole journey, key by key
  await page.goto('/shop');
  await expect(page.locator('#spk-container h1').first()).toBeVisible({ timeout: 30_000 });

  // Start page → Sheets: the category menu is reached with Tab, the link followed with Enter.
  const nav = page.getByRole('navigation', { name: 'Categories' });
  await tab(page, nav.getByRole('link', { name: 'Sheets', exact: true }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Sheets');

  // From the heading, Tab onwards to the first product of the list.
  const firstProduct = page.getByRole('article').first().getByRole('link');
  await expect(firstProduct).toBeVisible();
  const productName = (await firstProduct.textContent()) ?? '';
  await tab(page, firstProduct);
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, productName);

  // Choose a variant: in each option group, Tab to its first radio and take it with Space; the arrow keys
  // move between the options of a group.
  const groups = page.locator('#spk-container fieldset');
  const groupCount = await groups.count();
  expect(groupCount).toBeGreaterThan(0);
  for (let index = 0; index < groupCount; index++) {
    const group = groups.nth(index);
    const radios = group.getByRole('radio');
    const checked = group.locator('input[type="radio"]:checked');
    await tab(page, (await checked.count()) > 0 ? checked : radios.first());
    if ((await radios.count()) > 1) {
      await page.keyboard.press('ArrowRight');
      await expect(radios.nth(1)).toBeChecked();
      await expect(radios.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(radios.first()).toBeChecked();
    } else {
      await page.keyboard.press('Space');
      await expect(radios.first()).toBeChecked();
    }
  }
  await expect(page).toHaveURL(/\/shop\/product\/[0-9a-f]{32}$/);

  // Quantity 1 (the field's value), Add to cart with Enter.
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  await tab(page, addToCart);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Added to the cart.')).toBeVisible();

  // Back up to the cart link in the top bar with Shift+Tab.
  const cartLink = page.getByRole('link', { name: /^Cart, 1 item$/ });
  await shiftTab(page, cartLink);
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Cart');

  await tab(page, page.getByRole('link', { name: 'Proceed to checkout' }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Checkout');

  // Step 0: the guest form, field by field.
  const guest = page.getByRole('form', { name: 'No customer account registration' });
  await tabAndType(page, guest.getByLabel('First name', { exact: true }), 'Kira');
  await tabAndType(page, guest.getByLabel('Last name', { exact: true }), 'Keyboard');
  await tabAndType(page, guest.getByLabel('Street', { exact: true }), 'Tastenweg 1');
  await tabAndType(page, guest.getByLabel('Zip code', { exact: true }), '10115');
  await tabAndType(page, guest.getByLabel('City', { exact: true }), 'Berlin');
  const country = guest.getByLabel('Country', { exact: true });
  await tab(page, country);
  if ((await country.locator('option:checked').textContent()) !== 'Germany') {
    await page.keyboard.type('Germany');
  }
  await expect(country.locator('option:checked')).toHaveText('Germany');
  await tabAndType(page, guest.getByLabel('Email', { exact: true }), uniqueEmail('keyboard'));
  await tab(page, guest.getByRole('button', { name: 'Continue as guest' }));
  await page.keyboard.press('Enter');

  // Step 1: the focus moves to the page heading again; then shipping method, terms and send.
  const send = page.getByRole('button', { name: 'Send non-binding enquiry' });
  await expect(send).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();
  const shipping = page.getByRole('group', { name: 'Shipping method' }).getByRole('radio');
  await tab(page, shipping.first());
  await page.keyboard.press('Space');
  await expect(shipping.first()).toBeChecked();
  const terms = page.getByRole('checkbox', { name: /^I have read/ });
  await tab(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tab(page, send);
  await page.keyboard.press('Enter');

  await expectHeadingFocused(page, 'Thank you for your enquiry');
  await expect(page.getByText(/^Enquiry number: \S+$/)).toBeVisible();
});
