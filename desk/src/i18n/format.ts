/** Number, money and date formats of the interface language. */
export function createFormat(locale: string) {
  const money = new Map<string, Intl.NumberFormat>();
  return {
    money(value: number, currency = 'EUR') {
      let format = money.get(currency);
      if (!format) {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency });
        money.set(currency, format);
      }
      return format.format(value);
    },
    number: (value: number, digits = 0) =>
      new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value),
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    date: (isoDate: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
      ),
  };
}
export type Format = ReturnType<typeof createFormat>;
