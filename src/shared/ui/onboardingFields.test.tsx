import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { addressSchema, emptyAddress, type AddressValues } from '../domain/onboarding/address';
import { AddressFields } from './address/AddressFields';

/*
 * The onboarding forms' building blocks in a browser-like DOM: the upload widget and the address
 * fields (their rules are tested in Node: uploads.test.ts, onboarding/address.test.ts).
 */

const formSchema = z.object({ address: addressSchema() });

/** A form with one address, as an onboarding page holds it. */
function AddressForm({
  address = emptyAddress(),
  countryLocked = false,
  onSubmit = () => undefined,
}: {
  address?: AddressValues;
  countryLocked?: boolean;
  onSubmit?: (values: z.output<typeof formSchema>) => void;
}) {
  const form = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    defaultValues: { address },
    resolver: zodResolver(formSchema),
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)}>
        <AddressFields name="address" legend="Residential address" countryLocked={countryLocked} />
        <button type="submit">Next</button>
      </form>
    </FormProvider>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;

describe('AddressFields', () => {
  it('starts in Singapore with its parts', () => {
    render(<AddressForm />);
    expect(screen.getByRole('group', { name: 'Residential address' })).toBeDefined();
    expect(value('Country')).toBe('SG');
    for (const label of [
      'Postal code',
      'Block / House number',
      'Street name',
      'Floor (optional)',
      'Unit number (optional)',
      'Building name (optional)',
    ])
      expect(screen.getByLabelText(label)).toBeDefined();
    expect(screen.queryByLabelText('Address line 1')).toBeNull();
    expect(screen.queryByText('If not applicable, please input 000000.')).toBeNull();
  });

  it('clears the other parts when the country changes', async () => {
    render(<AddressForm />);
    type('Postal code', '238801');
    type('Block / House number', '9');
    type('Country', 'MY');
    expect(value('Postal code')).toBe('');
    type('Address line 1', '12 Jalan Ampang');
    type('City', 'Kuala Lumpur');
    type('Country', 'GB');
    expect(value('Address line 1')).toBe('');
    expect(value('City')).toBe('');
    type('Country', 'SG');
    expect(value('Block / House number')).toBe('');
  });

  it('gives other countries three address lines with a counter and the 000000 hint', () => {
    render(<AddressForm address={emptyAddress('MY')} />);
    expect(screen.getByText('If not applicable, please input 000000.')).toBeDefined();
    expect(screen.getByLabelText('Address line 2 (optional)')).toBeDefined();
    expect(screen.getByLabelText('Address line 3 (optional)')).toBeDefined();
    expect(screen.getByLabelText('State / Province (optional)')).toBeDefined();
    const line = screen.getByLabelText<HTMLTextAreaElement>('Address line 1');
    expect(line.tagName).toBe('TEXTAREA');
    expect(line.maxLength).toBe(50);
    expect(screen.getAllByText('50 characters remaining')).toHaveLength(3);
    type('Address line 1', '12 Jalan Ampang');
    expect(screen.getByText('35 characters remaining')).toBeDefined();
    expect(line.getAttribute('aria-describedby')).toContain(
      screen.getByText('35 characters remaining').id,
    );
  });

  it('refuses spaces alone and asks for the required parts', async () => {
    const onSubmit = vi.fn<(values: unknown) => void>();
    render(<AddressForm address={emptyAddress('MY')} onSubmit={onSubmit} />);
    type('Address line 1', '   ');
    type('Postal code', '  ');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This field cannot contain only spaces.')).toHaveLength(2);
    expect(screen.getByText('This field is required')).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed address of the chosen country', async () => {
    const onSubmit = vi.fn<(values: unknown) => void>();
    render(<AddressForm onSubmit={onSubmit} />);
    type('Postal code', '238801');
    type('Block / House number', ' 9 ');
    type('Street name', 'Penang Road');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      address: { ...emptyAddress(), postal: '238801', block: '9', street: 'Penang Road' },
    });
  });

  it('shows a locked country without letting it change, and keeps it', async () => {
    const onSubmit = vi.fn<(values: unknown) => void>();
    const address = { ...emptyAddress('MY'), lineOne: '1 Jalan', city: 'Ipoh', postal: '000000' };
    render(<AddressForm address={address} countryLocked onSubmit={onSubmit} />);
    const country = screen.getByLabelText<HTMLInputElement>('Country');
    expect(country.tagName).toBe('INPUT');
    expect(country.readOnly).toBe(true);
    expect(country.value).toBe('Malaysia');
    expect(screen.getByText('The country of this address cannot be changed.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ address });
  });
});
