import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { markSynced } from '../../db/meta';
import { deleteAllCacheDatabases, openUserDatabase } from '../../db/userDatabase';
import { setOnline } from '../../sync/syncStatus';
import { Freshness } from './Freshness';

const TEN_PAST_NINE = new Date(2026, 10, 2, 9, 10).getTime();

afterEach(async () => {
  cleanup();
  setOnline(true);
  await deleteAllCacheDatabases();
});

describe('Freshness', () => {
  it('says when the store last synced, from the cache, with a Refresh when asked', async () => {
    const db = await openUserDatabase({ corpID: 'C', sub: 'U' });
    await markSynced(db, 'transactions', TEN_PAST_NINE);
    render(<Freshness store="transactions" refresh />);
    expect(await screen.findByText(/^Last updated (2 Nov )?09:10$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('says the store never synced, and gives the offline label with no connection', async () => {
    const db = await openUserDatabase({ corpID: 'C', sub: 'U' });
    render(<Freshness store="approvals" />);
    expect(await screen.findByText('Not updated yet')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    act(() => setOnline(false));
    expect(await screen.findByText('Offline - no data saved on this device yet')).toBeTruthy();
    await act(() => markSynced(db, 'approvals', TEN_PAST_NINE));
    expect(await screen.findByText(/^Offline - showing data from (2 Nov )?09:10$/)).toBeTruthy();
  });
});
