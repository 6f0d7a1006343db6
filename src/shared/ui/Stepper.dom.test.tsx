import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './Stepper';

describe('Stepper', () => {
  it('ticks the steps before the current one and marks the current one for screen readers', () => {
    render(<Stepper label="Setup steps" steps={['Verify', 'Pair', 'Done']} current={1} />);
    const list = screen.getByRole('list', { name: 'Setup steps' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Verify', '2Pair', '3Done']);
    expect(items[0]!.className).toContain('ui-stepper__item--done');
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
    expect(items[2]!.getAttribute('aria-current')).toBeNull();
  });

  it('wraps a long list only when asked', () => {
    const { rerender } = render(<Stepper label="Steps" steps={['A', 'B']} current={0} />);
    expect(screen.getByRole('list').className).toBe('ui-stepper');
    rerender(<Stepper label="Steps" steps={['A', 'B']} current={0} wrap />);
    expect(screen.getByRole('list').className).toBe('ui-stepper ui-stepper--wrap');
  });
});
