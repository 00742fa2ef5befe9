// How search results rank (the `score` sorting, Shopware's default for /search and /search-suggest): a product
// whose number is the term comes first, then products by how many of the term's words their own name, number
// or properties hold (rather than only their variants' options or numbers), then by name.

export interface GroupMatch {
  /** The listed product (a parent, or a simple product). */
  groupId: string;
  /** The term is this product's or one of its variants' number (case-insensitive). */
  exactNumber: boolean;
  /** For each word of the term: whether the listed product's own document holds it. */
  onParent: boolean[];
}

export const EXACT_NUMBER_SCORE = 1_000_000;
export const PARENT_WORD_SCORE = 1_000;
export const WORD_SCORE = 1;

export function matchScore(match: GroupMatch): number {
  const parentWords = match.onParent.filter(Boolean).length;
  return (
    (match.exactNumber ? EXACT_NUMBER_SCORE : 0) +
    parentWords * PARENT_WORD_SCORE +
    match.onParent.length * WORD_SCORE
  );
}

/** Ids by score (highest first), then by name, then by id: a stable order for paging. */
export function rankOrder(
  candidates: readonly { id: string; sort_name: string }[],
  rank: ReadonlyMap<string, number>,
): string[] {
  return [...candidates]
    .sort(
      (a, b) =>
        (rank.get(b.id) ?? 0) - (rank.get(a.id) ?? 0) ||
        (a.sort_name < b.sort_name ? -1 : a.sort_name > b.sort_name ? 1 : 0) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .map((candidate) => candidate.id);
}

/**
 * The words a variant has to hold to stand for its parent in the results: those the parent's own document does
 * not (searching "POM-C black" shows the black variant; "POM-C" shows the product as the listing does).
 */
export function variantOnlyWords(match: GroupMatch): number[] {
  return match.onParent.flatMap((onParent, index) => (onParent ? [] : [index]));
}

/** The variant that holds the most of those words (fewest number first on a tie), or null: the parent stays. */
export function pickRepresentative(
  hits: readonly { productId: string; productNumber: string; words: number }[],
): string | null {
  let best: (typeof hits)[number] | null = null;
  for (const hit of hits) {
    if (
      !best ||
      hit.words > best.words ||
      (hit.words === best.words && hit.productNumber < best.productNumber)
    )
      best = hit;
  }
  return best?.productId ?? null;
}

/** How many of the tokens a text's index words hold, as a word or a word's beginning (as the index matches). */
export function heldTokens(indexedWords: readonly string[], tokens: readonly string[]): number {
  return tokens.filter((token) => indexedWords.some((word) => word.startsWith(token))).length;
}
