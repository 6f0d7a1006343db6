import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/* The payout details and review as their component tests drive them. */

export const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

export const type = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });

/** Next, once it may be pressed (the amount settled, the fee and quote known, the files read). */
export async function next(): Promise<void> {
  const button = screen.getByRole('button', { name: 'Next' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  fireEvent.click(button);
}

/** The value of a label-and-value row (the review's), by its label. */
export const valueOf = (term: string) =>
  within(screen.getByText(term, { selector: 'dt' }).parentElement as HTMLElement).getByRole(
    'definition',
  ).textContent;
