/** Prints rows as an aligned text table (numbers right-aligned, except in the `left` columns). */
export function printTable(
  headers: string[],
  rows: (string | number)[][],
  options: { left?: number[] } = {},
): void {
  const cells = rows.map((row) => row.map(String));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: string[], raw?: (string | number)[]): string =>
    row
      .map((cell, i) =>
        !options.left?.includes(i) && (typeof raw?.[i] === 'number' || /^-?[\d.]+%?$/.test(cell))
          ? cell.padStart(widths[i]!)
          : cell.padEnd(widths[i]!),
      )
      .join('  ')
      .trimEnd();
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  cells.forEach((row, i) => console.log(line(row, rows[i])));
}

/** `--name value` from the command line, else the environment variable, else the default. */
export function numberArg(name: string, envName: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const raw = index >= 0 ? process.argv[index + 1] : process.env[envName];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a non-negative number`);
  return value;
}

/** `--name value` from the command line, else the environment variable, else undefined. */
export function stringArg(name: string, envName: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  const raw = index >= 0 ? process.argv[index + 1] : process.env[envName];
  return raw === undefined || raw === '' ? undefined : raw;
}
