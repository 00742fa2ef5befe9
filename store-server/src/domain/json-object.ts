// One JSON-object check and one parser of stored JSON objects (custom fields, listing configs, payloads).

export type JsonObject = Record<string, unknown>;

/** A plain object (not null, not an array): what a JSON object parses to. */
export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored JSON text that should hold an object: the object, or null for null, malformed text or another value. */
export function parseJsonObject(json: string | null): JsonObject | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    return isJsonObject(value) ? value : null;
  } catch {
    return null;
  }
}
