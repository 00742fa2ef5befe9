/**
 * Page-by-page loading of the history: a full page may have a successor, a short or empty page is the last
 * one. The end message shows only when a 'load more' found the end (a first short page just has no button).
 */
export function nextPageParam(
  lastPage: readonly unknown[],
  lastPageParam: number,
  limit: number,
): number | undefined {
  return lastPage.length >= limit ? lastPageParam + 1 : undefined;
}

export function endMessageShown(pages: readonly (readonly unknown[])[], limit: number): boolean {
  const last = pages.at(-1);
  return pages.length > 1 && !!last && last.length < limit;
}
