import { faker } from '@faker-js/faker/locale/en';

/** Seeded people, so every demo and test shows the same names (DESIGN 7). */
export function seededPeople(seed: number, count: number): { firstName: string; lastName: string; phone: string }[] {
  faker.seed(seed);
  return Array.from({ length: count }, () => ({
    firstName: faker.person.firstName(),
    lastName: faker.person.lastName(),
    phone: `+65 ${faker.string.numeric(4)} ${faker.string.numeric(4)}`,
  }));
}

export function daysFromNow(days: number, hour = 9): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hour, 0, 0, 0);
  return d.toISOString();
}
