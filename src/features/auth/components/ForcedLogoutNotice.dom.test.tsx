import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORCED_LOGOUT_TITLE, ForcedLogoutNotice } from './ForcedLogoutNotice';

describe('ForcedLogoutNotice', () => {
  it('says the account was suspended when a suspension ended the session', async () => {
    render(<ForcedLogoutNotice reason="SUSPENDED_ACCOUNT" />);
    expect(await screen.findByText('Your account has been suspended.')).toBeTruthy();
    expect(screen.queryByText(FORCED_LOGOUT_TITLE)).toBeNull();
  });

  it('says nothing more for a session that simply ran out', () => {
    render(<ForcedLogoutNotice reason={null} />);
    expect(screen.getByText(FORCED_LOGOUT_TITLE)).toBeTruthy();
    expect(screen.queryByText('Your account has been suspended.')).toBeNull();
  });
});
