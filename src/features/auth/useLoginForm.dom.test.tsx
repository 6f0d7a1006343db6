import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../../shared/ui/TextField';
import { checkLogin } from './loginValidation';
import type { LoginValues } from './schemas';
import { useLoginForm } from './useLoginForm';

// The login form's state without react-hook-form (the entry bundle's budget): the behaviour the
// page had with it, mode onSubmit and revalidation on change.
function Form({
  onValid,
  expose,
}: {
  onValid: (values: LoginValues) => Promise<void>;
  expose?: (form: ReturnType<typeof useLoginForm>) => void;
}) {
  const form = useLoginForm(async (values) => checkLogin(values), onValid);
  expose?.(form);
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <TextField label="Email" type="email" error={form.errors.email} {...form.register('email')} />
      <TextField
        label="Password"
        type="password"
        error={form.errors.password}
        {...form.register('password')}
      />
      <button type="submit" disabled={form.isSubmitting}>
        Log in
      </button>
    </form>
  );
}

const email = () => screen.getByLabelText('Email') as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

describe('useLoginForm', () => {
  it('checks nothing before the first submit; a submit shows every message and focuses the first', async () => {
    const onValid = vi.fn<(values: LoginValues) => Promise<void>>(async () => undefined);
    render(<Form onValid={onValid} />);
    fireEvent.change(email(), { target: { value: 'admin@' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    submit();
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(document.activeElement).toBe(email());
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('after a submit, a change checks its own field again', async () => {
    render(<Form onValid={async () => undefined} />);
    submit();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    fireEvent.change(email(), { target: { value: 'admin@demo.test' } });
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(1));
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(password().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(password(), { target: { value: 'x' } });
    await waitFor(() => expect(screen.queryByText('This field is required.')).toBeNull());
  });

  it('sends the checked values (e-mail trimmed), busy until the send ends', async () => {
    let finish: (() => void) | undefined;
    const onValid = vi.fn<(values: LoginValues) => Promise<void>>(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    render(<Form onValid={onValid} />);
    fireEvent.change(email(), { target: { value: '  admin@demo.test ' } });
    fireEvent.change(password(), { target: { value: 'Demo@1234' } });
    submit();
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ email: 'admin@demo.test', password: 'Demo@1234' }),
    );
    expect(screen.getByRole('button', { name: 'Log in' }).hasAttribute('disabled')).toBe(true);
    await act(async () => finish?.());
    expect(screen.getByRole('button', { name: 'Log in' }).hasAttribute('disabled')).toBe(false);
  });

  it('setValue fills a field and checks it at once, before any submit', async () => {
    let form: ReturnType<typeof useLoginForm> | undefined;
    render(<Form onValid={async () => undefined} expose={(f) => (form = f)} />);
    act(() => form?.setValue('email', 'not-an-email'));
    expect(email().value).toBe('not-an-email');
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    act(() => form?.setValue('email', 'admin@demo.test'));
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid email address.')).toBeNull(),
    );
    expect(screen.queryByText('This field is required.')).toBeNull();
  });
});
