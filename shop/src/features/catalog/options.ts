/**
 * Ordering of property groups and options: groups by position, options by their numeric name (2 before 10;
 * names without a leading number alphabetically after the numeric ones, position breaking ties).
 */
import { translatedText } from '../../ui/text/backendText';

export type NamedOption = {
  id: string;
  name?: string | null;
  position?: number | null;
  translated?: { name?: string | null } | null;
};

export type PositionedGroup = NamedOption & { options?: NamedOption[] | null };

/** The display name of a group or option (translated name first, through the text filter). */
export function displayName(entity: NamedOption): string {
  return translatedText(entity, 'name');
}

const LEADING_NUMBER = /^\s*([+-]?\d+(?:[.,]\d+)?)/;

/** The number an option name starts with ("2,5 mm" → 2.5), or null. */
export function numericValue(name: string): number | null {
  const match = LEADING_NUMBER.exec(name);
  return match?.[1] ? Number(match[1].replace(',', '.')) : null;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function compareOptions(a: NamedOption, b: NamedOption): number {
  const nameA = displayName(a);
  const nameB = displayName(b);
  const numberA = numericValue(nameA);
  const numberB = numericValue(nameB);
  if (numberA !== null && numberB !== null && numberA !== numberB) return numberA - numberB;
  if (numberA !== null && numberB === null) return -1;
  if (numberA === null && numberB !== null) return 1;
  const byName = collator.compare(nameA, nameB);
  if (byName !== 0) return byName;
  return (a.position ?? 0) - (b.position ?? 0) || a.id.localeCompare(b.id);
}

export function sortOptions<O extends NamedOption>(options: readonly O[]): O[] {
  return [...options].sort(compareOptions);
}

/** Groups by position (then name), each with its options sorted by numeric name. */
export function sortGroups<G extends PositionedGroup>(groups: readonly G[]): G[] {
  return [...groups]
    .sort(
      (a, b) =>
        (a.position ?? 0) - (b.position ?? 0) ||
        collator.compare(displayName(a), displayName(b)) ||
        a.id.localeCompare(b.id),
    )
    .map((group) => ({ ...group, options: sortOptions(group.options ?? []) }));
}
