// Shopware's DeliveryDate::createFromDeliveryTime: from now, the delivery time's min and max in its unit.

export interface DeliveryTime {
  name: string;
  min: number;
  max: number;
  unit: string;
}

export interface DeliveryDate {
  earliest: string;
  latest: string;
}

export function addTime(from: Date, amount: number, unit: string): Date {
  const date = new Date(from.getTime());
  if (unit === 'hour') date.setUTCHours(date.getUTCHours() + amount);
  else if (unit === 'week') date.setUTCDate(date.getUTCDate() + 7 * amount);
  else if (unit === 'month') date.setUTCMonth(date.getUTCMonth() + amount);
  else if (unit === 'year') date.setUTCFullYear(date.getUTCFullYear() + amount);
  else date.setUTCDate(date.getUTCDate() + amount);
  return date;
}

export function deliveryDate(time: DeliveryTime, now: Date, extraDays = 0): DeliveryDate {
  const start = addTime(now, extraDays, 'day');
  return {
    earliest: addTime(start, time.min, time.unit).toISOString(),
    latest: addTime(start, time.max, time.unit).toISOString(),
  };
}

/** The delivery of several positions arrives with the last of them. */
export function latestDeliveryDate(dates: readonly DeliveryDate[]): DeliveryDate | null {
  if (dates.length === 0) return null;
  const max = (values: string[]) => values.reduce((a, b) => (a > b ? a : b));
  return { earliest: max(dates.map((d) => d.earliest)), latest: max(dates.map((d) => d.latest)) };
}
