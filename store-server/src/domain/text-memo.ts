// A pure function of a short text, remembered: request headers and criteria repeat from request to request
// (Accept-Encoding, Host, a listing page's criteria), so each distinct text is worked out once. The texts come
// from clients, so the memory is bounded twice: texts longer than `maxChars` are worked out every time and not
// kept, and when `maxEntries` texts are kept the next one empties the memo (bursts of new texts cost only time).

export interface TextMemoLimits {
  maxEntries: number;
  maxChars: number;
}

export function memoizeText<T>(compute: (text: string) => T, limits: TextMemoLimits): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (text.length > limits.maxChars) return compute(text);
    if (known.has(text)) return known.get(text) as T;
    const value = compute(text);
    if (known.size >= limits.maxEntries) known.clear();
    known.set(text, value);
    return value;
  };
}
