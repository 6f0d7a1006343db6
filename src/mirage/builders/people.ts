import { faker } from '@faker-js/faker/locale/en';

export interface SeededPerson {
  firstName: string;
  lastName: string;
  phone: string;
}

/**
 * Seeded people, so every demo and test shows the same names (docs/architecture.md §7). Only the English locale
 * is imported: a namespace import would pull every locale into the mock chunk.
 */
export function seededPeople(seed: number, count: number): SeededPerson[] {
  faker.seed(seed);
  return Array.from({ length: count }, () => ({
    firstName: faker.person.firstName(),
    lastName: faker.person.lastName(),
    // Singapore mobile numbers start with 8 or 9.
    phone: `+65 ${faker.helpers.arrayElement(['8', '9'])}${faker.string.numeric(3)} ${faker.string.numeric(4)}`,
  }));
}

/** An ISO time `days` from today at `hour` local time: data anchored to today, not to a fixed date. */
export function daysFromNow(days: number, hour = 9): string {
  const d = new Date(Date.now());
  d.setDate(d.getDate() + days);
  d.setHours(hour, 0, 0, 0);
  return d.toISOString();
}
