import { zodResolver } from '@hookform/resolvers/zod';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { addressSchema, emptyAddress, type AddressValues } from '../domain/onboarding/address';
import { MEGABYTE, type UploadedFile } from '../domain/uploads';
import { AddressFields } from './address/AddressFields';
import { FileDropzone, TAP_QUERY } from './upload/FileDropzone';
import { labelledControl } from '../../test/labels';

/*
 * The onboarding forms' building blocks in a browser-like DOM: the upload widget and the address
 * fields (their rules are tested in Node: uploads.test.ts, onboarding/address.test.ts).
 */

interface Call {
  file: File;
  progress: (share: number) => void;
  resolve: (uploaded: UploadedFile) => void;
  reject: (error: Error) => void;
}

/** The widget with a state for its files, and bank calls the test answers. */
function renderDropzone(initial: UploadedFile[] = []) {
  const calls: Call[] = [];
  const upload = vi.fn<(file: File, progress: (share: number) => void) => Promise<UploadedFile>>(
    (file, progress) =>
      new Promise<UploadedFile>((resolve, reject) => {
        calls.push({ file, progress, resolve, reject });
      }),
  );
  const remove = vi.fn<(referenceId: string) => Promise<void>>(() => Promise.resolve());
  const removeAll = vi.fn<() => Promise<void>>(() => Promise.resolve());
  function Harness() {
    const [files, setFiles] = useState<UploadedFile[]>(initial);
    return (
      <FileDropzone
        label="Supporting documents"
        value={files}
        onChange={setFiles}
        upload={upload}
        remove={remove}
        removeAll={removeAll}
      />
    );
  }
  render(<Harness />);
  const input = screen.getByLabelText<HTMLInputElement>('Supporting documents');
  const pick = (...files: File[]) => fireEvent.change(input, { target: { files } });
  return { calls, upload, remove, removeAll, input, pick };
}

const file = (name: string, type = 'application/pdf', size = 1000) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};
const stored = (n: number): UploadedFile[] =>
  Array.from({ length: n }, (_, i) => ({ referenceId: `ref-${i}`, fileName: `doc-${i}.pdf` }));
const problems = () =>
  screen
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
    .join('|');

describe('FileDropzone', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('is a labelled file input that says how to upload and what it takes', () => {
    const { input } = renderDropzone();
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png');
    expect(screen.getByText('Click here or drag files over this area to upload')).toBeDefined();
    expect(screen.getByLabelText('Click here or drag files over this area to upload')).toBe(input);
    expect(input.getAttribute('aria-describedby')).toBe(
      screen.getByText('Up to 8 files of 10 MB each: PDF, JPG, JPEG or PNG.').id,
    );
  });

  it('asks phones to tap', () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query === TAP_QUERY,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
    renderDropzone();
    expect(screen.getByText('Tap to select files')).toBeDefined();
    expect(screen.queryByText('Click here or drag files over this area to upload')).toBeNull();
  });

  it('shows each file’s progress, then its chip, the name cut to 17 characters', async () => {
    const { calls, pick } = renderDropzone();
    pick(file('abcdefghijklmnopqrstuvwxyz.pdf'));
    expect(calls.map((c) => c.file.name)).toEqual(['abcdefghijklmnopqrstuvwxyz.pdf']);
    act(() => calls[0]?.progress(0.4));
    const bar = screen.getByRole<HTMLProgressElement>('progressbar', {
      name: 'Uploading abcdefghijklmnopqrstuvwxyz.pdf',
    });
    expect(bar.value).toBe(40);

    await act(async () =>
      calls[0]?.resolve({ referenceId: 'ref-a', fileName: 'abcdefghijklmnopqrstuvwxyz.pdf' }),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('abcdefghijklmnopq...')).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('abcdefghijklmnopqrstuvwxyz.pdf uploaded.');
    expect(
      screen.getByRole('button', { name: 'Delete abcdefghijklmnopqrstuvwxyz.pdf' }),
    ).toBeDefined();
  });

  it('takes dropped files like picked ones', async () => {
    const { calls } = renderDropzone();
    const area = screen.getByText(
      'Click here or drag files over this area to upload',
    ).parentElement;
    fireEvent.drop(area as HTMLElement, {
      dataTransfer: { files: [file('scan.png', 'image/png')] },
    });
    expect(calls.map((c) => c.file.name)).toEqual(['scan.png']);
  });

  it('refuses a ninth file and keeps the eight', () => {
    const { upload, pick } = renderDropzone(stored(8));
    pick(file('ninth.pdf'));
    expect(upload).not.toHaveBeenCalled();
    expect(problems()).toBe('You can upload up to 8 files.');
    expect(
      within(screen.getByRole('list', { name: 'Supporting documents: files' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(8);
  });

  it('refuses an 11 MB file and a .gif, naming them, and sends the good one', () => {
    const { calls, pick } = renderDropzone(stored(2));
    pick(
      file('big.pdf', 'application/pdf', 11 * MEGABYTE),
      file('cat.gif', 'image/gif'),
      file('ok.jpg', 'image/jpeg'),
    );
    expect(problems()).toBe(
      'big.pdf is larger than 10 MB.cat.gif is not a PDF, JPG, JPEG or PNG file.',
    );
    expect(calls.map((c) => c.file.name)).toEqual(['ok.jpg']);
    expect(screen.getByText('doc-0.pdf')).toBeDefined();
  });

  it('says when an upload fails and leaves it out', async () => {
    const { calls, pick } = renderDropzone();
    pick(file('a.pdf'));
    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(problems()).toBe('a.pdf could not be uploaded. Please try again.');
    expect(screen.queryByRole('list', { name: 'Supporting documents: files' })).toBeNull();
  });

  it('deletes one file', async () => {
    const { remove } = renderDropzone(stored(2));
    fireEvent.click(screen.getByRole('button', { name: 'Delete doc-0.pdf' }));
    expect(remove).toHaveBeenCalledWith('ref-0');
    await waitFor(() => expect(screen.queryByText('doc-0.pdf')).toBeNull());
    expect(screen.getByText('doc-1.pdf')).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('doc-0.pdf deleted.');
  });

  it('deletes all files once confirmed', async () => {
    const { removeAll } = renderDropzone(stored(3));
    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete all files?' });
    expect(within(dialog).getByText('All 3 files will be deleted.')).toBeDefined();
    expect(removeAll).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete all' }));
    expect(removeAll).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('doc-0.pdf')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Delete all' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('All files deleted.');
  });

  it('keeps the files when delete all is cancelled', () => {
    const { removeAll } = renderDropzone(stored(2));
    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete all files?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(removeAll).not.toHaveBeenCalled();
    expect(screen.getByText('doc-1.pdf')).toBeDefined();
  });
});

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
  fireEvent.change(labelledControl(label), { target: { value } });
const value = (label: string) => labelledControl<HTMLInputElement>(label).value;

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
