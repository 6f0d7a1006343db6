import { screen, within } from '@testing-library/react';

/**
 * What the open code dialog says the code authorises, as lines of text: its title, then
 * 'term: value' for each row ('Amount sent: SGD 100.00'). Tests compare it whole.
 */
export function shownAuthorisation(dialog?: HTMLElement): string[] {
  const region = (dialog ? within(dialog) : screen).getByRole('region', {
    name: 'You are authorising',
  });
  const title = region.querySelector('.verify-code__authorises-title')?.textContent ?? '';
  const terms = within(region).getAllByRole('term');
  const values = within(region).getAllByRole('definition');
  return [title, ...terms.map((term, i) => `${term.textContent}: ${values[i]?.textContent}`)];
}
