import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../api/client';
import { clearSession, establishSession } from '../../../api/session';
import type { MockBankControls } from '../../../mirage/mockBank';
import { signIn, startTestBank } from '../../../mirage/testing';
import type { ApprovalPolicy } from '../../../shared/domain/approvals';
import type { Role } from '../../../shared/domain/roles';
import type { TeamMember } from '../../../shared/domain/team';
import { ApprovalPoliciesPage } from '../pages/ApprovalPoliciesPage';
import { POLICY_TEXTS } from '../policySchema';
import { PolicyForm } from './PolicyForm';

// The approval-policy form and list against the real mock bank (issue 24; docs/decisions/approvals.md 'Policy form').
let bank: MockBankControls;

beforeAll(() => {
  configureApiClient({ baseUrl: '', onForcedLogout: () => undefined, ready: Promise.resolve() });
});
beforeEach(async () => {
  bank = startTestBank();
  establishSession(await signIn('admin@demo.test'), {
    companyName: 'Demo Trading Pte. Ltd.',
    status: 'UserStatusApproved',
  });
});
afterEach(() => {
  clearSession();
  bank.shutdown();
});

const member = (name: string, status: TeamMember['status'] = 'active'): TeamMember => ({
  userReferenceID: name,
  name,
  email: `${name}@example.com`,
  role: 'accountant',
  status,
});
const BY_ROLE: Record<Role, TeamMember[]> = {
  admin: [member('Ada Admin')],
  'sub-admin': [member('Sam Sub')],
  finance: [member('Fay Fin')],
  accountant: [member('Cal Count'), member('Old Timer', 'suspended')],
  general: [member('Gus Gen', 'suspended')],
};

function renderForm(policy: ApprovalPolicy | null = null) {
  const onSaved = vi.fn<(saved: ApprovalPolicy) => void>();
  render(
    <PolicyForm policy={policy} byRole={BY_ROLE} onSaved={onSaved} onCancel={() => undefined} />,
  );
  return onSaved;
}
const group = (name: string) => screen.getByRole('group', { name });
const tick = (groupName: string, role: string) =>
  fireEvent.click(within(group(groupName)).getByLabelText(role, { exact: true }));
const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const submit = (name = 'Create policy') => fireEvent.click(screen.getByRole('button', { name }));

describe('the policy form', () => {
  it('says what is missing on each field and sends nothing', async () => {
    const onSaved = renderForm();
    submit();
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText(POLICY_TEXTS.noTargets)).toBeDefined();
    expect(screen.getByText(POLICY_TEXTS.noApprovers)).toBeDefined();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses an amount that is no amount, and a second step without a role, keeping what was typed', async () => {
    renderForm();
    type('Policy name', 'Big payments');
    type('Amount greater than', '5,000.123');
    fireEvent.click(screen.getByLabelText('Require a second approval step'));
    submit();
    expect(await screen.findByText(POLICY_TEXTS.amountDecimals)).toBeDefined();
    expect(screen.getByText(POLICY_TEXTS.noSecondStep)).toBeDefined();
    type('Amount greater than', 'abc');
    submit();
    expect(await screen.findByText(POLICY_TEXTS.amountInvalid)).toBeDefined();
    expect((screen.getByLabelText('Policy name') as HTMLInputElement).value).toBe('Big payments');
  });

  it('shows under each role who it includes, and a role without an active member', () => {
    renderForm();
    const first = group('Approver');
    expect(within(first).getByText('Cal Count')).toBeDefined();
    expect(within(first).queryByText(/Old Timer/)).toBeNull();
    expect(within(group('Applies to transfers by')).getByText('No active member')).toBeDefined();
    fireEvent.click(screen.getByLabelText('Require a second approval step'));
    expect(group('First step approver')).toBeDefined();
    expect(within(group('Second step approver')).getByText('Sam Sub')).toBeDefined();
  });

  it('creates a two-step policy with the amount in micro-units', async () => {
    const onSaved = renderForm();
    type('Policy name', 'Above S$5,000: two steps');
    type('Amount greater than', '5,000');
    tick('Applies to transfers by', 'Finance');
    tick('Approver', 'Accountant');
    fireEvent.click(screen.getByLabelText('Require a second approval step'));
    tick('Second step approver', 'Sub-admin');
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({
      policyName: 'Above S$5,000: two steps',
      amountGreaterThan: 5_000_000_000,
      targetedMembers: ['finance'],
      approvers: ['accountant'],
      secondStepApprovers: ['sub-admin'],
      createdBy: expect.any(String),
    });
  });

  it('shows the catalogue text on a duplicate and keeps the form as typed', async () => {
    const onSaved = renderForm();
    type('Policy name', 'transfers above s$10,000');
    type('Amount greater than', '20,000');
    tick('Applies to transfers by', 'Finance');
    tick('Approver', 'Accountant');
    submit();
    expect(
      await screen.findByText(
        'An approval policy with the same conditions already exists. Please change the conditions or edit the existing policy.',
      ),
    ).toBeDefined();
    expect(screen.getByText('Policy not saved')).toBeDefined();
    expect((screen.getByLabelText('Amount greater than') as HTMLInputElement).value).toBe('20,000');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('the policy list', () => {
  it('shows each policy with its steps and who made it, and deletes one after a confirming dialog', async () => {
    render(<ApprovalPoliciesPage />);
    const list = await screen.findByRole('list', { name: 'Approval policies' });
    expect(within(list).getByText('Transfers above S$10,000')).toBeDefined();
    expect(within(list).getByText('S$10,000.00')).toBeDefined();
    // spec-3 §6: the lists never show admin; the page says an admin can always approve step 1.
    expect(within(list).getByText('Sub-admin, Accountant')).toBeDefined();
    expect(screen.getByText(/An admin can always approve the first step\./)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Transfers above S$10,000' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this policy?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep it' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete policy' }));
    expect(await screen.findByText('No approval policies')).toBeDefined();
  });
});
