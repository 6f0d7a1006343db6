import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { tabPanelIdOf, Tabs } from './Tabs';

type Key = 'local' | 'overseas' | 'cards';

function Harness({ locked = [] }: { locked?: Key[] }) {
  const [selected, setSelected] = useState<Key>('local');
  const tabs = [
    { key: 'local' as const, label: 'Local' },
    { key: 'overseas' as const, label: 'Overseas', disabled: locked.includes('overseas') },
    { key: 'cards' as const, label: 'Cards' },
  ];
  return (
    <>
      <Tabs
        label="Ways to receive money"
        idPrefix="t"
        tabs={tabs}
        selected={selected}
        onSelect={setSelected}
      />
      <div role="tabpanel" id={tabPanelIdOf('t', selected)}>
        {selected}
      </div>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('moves with the arrow keys, Home and End, keeping one tab in the tab order', () => {
    render(<Harness />);
    fireEvent.keyDown(tab('Local'), { key: 'ArrowRight' });
    expect(tab('Overseas').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Overseas'));
    expect(tab('Local').tabIndex).toBe(-1);
    fireEvent.keyDown(tab('Overseas'), { key: 'End' });
    expect(tab('Cards').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Cards'), { key: 'ArrowRight' });
    expect(tab('Local').getAttribute('aria-selected')).toBe('true');
    expect(tab('Local').getAttribute('aria-controls')).toBe('t-panel-local');
  });

  it('skips a disabled tab and cannot select it', () => {
    render(<Harness locked={['overseas']} />);
    expect(tab('Overseas')).toHaveProperty('disabled', true);
    fireEvent.keyDown(tab('Local'), { key: 'ArrowRight' });
    expect(tab('Cards').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tab('Overseas'));
    expect(tab('Cards').getAttribute('aria-selected')).toBe('true');
  });
});
