import { fireEvent, render, screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Checkbox } from './Checkbox';
import { OtpInput } from './OtpInput';
import { SelectField } from './SelectField';
import { TextArea } from './TextArea';
import { TextField } from './TextField';

/** Small forms that show what react-hook-form holds. */
function CodeForm() {
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const value = useWatch({ control: form.control, name: 'code' });
  return (
    <>
      <OtpInput label="Verification code" {...form.register('code')} />
      <output data-testid="value">{value}</output>
    </>
  );
}
function EmailForm() {
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const value = useWatch({ control: form.control, name: 'email' });
  return (
    <>
      <TextField label="Email" type="email" {...form.register('email')} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('OtpInput', () => {
  it('drops non-digits as typed and stops at 6 digits', () => {
    render(<OtpInput label="Verification code" />);
    const input = screen.getByLabelText<HTMLInputElement>('Verification code');
    fireEvent.change(input, { target: { value: '12a3-4567890' } });
    expect(input.value).toBe('123456');
    expect(input.maxLength).toBe(6);
    expect(input.inputMode).toBe('numeric');
    expect(input.autocomplete).toBe('one-time-code');
  });

  it('pastes a spaced code whole (the browser would cut it at maxLength first)', () => {
    const onChange = vi.fn<() => void>();
    render(<OtpInput label="Verification code" onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Verification code');
    fireEvent.paste(input, { clipboardData: { getData: () => '123 456' } });
    expect(input.value).toBe('123456');
    expect(onChange).toHaveBeenCalled();
  });

  it('feeds react-hook-form only digits', () => {
    render(<CodeForm />);
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '98x7 65' } });
    expect(screen.getByTestId('value').textContent).toBe('98765');
  });

  it('links its error', () => {
    render(<OtpInput label="Verification code" error="The code is incorrect." />);
    const input = screen.getByLabelText('Verification code');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The code is incorrect.').id).toBe(
      input.getAttribute('aria-describedby'),
    );
  });
});

describe('TextField', () => {
  it('links its error to the input with aria-describedby and aria-invalid', () => {
    render(<TextField label="Email" error="This field is required." />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required.').id).toBe(
      input.getAttribute('aria-describedby'),
    );
  });

  it('describes the input with the hint and the error, in that order', () => {
    render(<TextField label="Email" hint="We send receipts here." error="Enter a valid email." />);
    const ids = screen.getByLabelText('Email').getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'We send receipts here.',
      'Enter a valid email.',
    ]);
  });

  it('shows and hides a password with a named toggle', () => {
    render(<TextField label="Password" type="password" />);
    const input = screen.getByLabelText<HTMLInputElement>('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.type).toBe('password');
    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(input.type).toBe('password');
  });

  it('works with react-hook-form register (ref and change)', () => {
    render(<EmailForm />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@demo.test' } });
    expect(screen.getByTestId('value').textContent).toBe('ada@demo.test');
  });
});

describe('Checkbox', () => {
  it('is labelled and described by its hint', () => {
    render(<Checkbox label="Remember this browser" hint="Skip this step for 48 hours." />);
    const box = screen.getByRole('checkbox', { name: 'Remember this browser' });
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Skip this step for 48 hours.',
    );
  });
});

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', () => {
    render(<Button>Cancel</Button>);
    expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('type')).toBe('button');
  });

  it('is disabled and busy while loading, so it cannot fire twice', () => {
    const onClick = vi.fn<() => void>();
    render(
      <Button variant="primary" loading onClick={onClick}>
        Verify
      </Button>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Verify' });
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});

function NameForm() {
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  return <TextField label="Account name" maxLength={30} {...form.register('name')} />;
}

describe('fields with a character limit (docs/decisions/ui.md Texts)', () => {
  it("says '30 character limit is reached.' in a live region once the field holds 30 characters", () => {
    render(<NameForm />);
    const input = screen.getByLabelText<HTMLInputElement>('Account name');
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('');
    fireEvent.change(input, { target: { value: 'a'.repeat(29) } });
    expect(notice.textContent).toBe('');
    fireEvent.change(input, { target: { value: 'a'.repeat(30) } });
    expect(notice.textContent).toBe('30 character limit is reached.');
    expect(input.getAttribute('aria-describedby')).toContain(notice.id);
    expect(input.maxLength).toBe(30);
  });

  it('knows the length of a value it was given before any typing', () => {
    render(<TextField label="Account name" maxLength={5} defaultValue="abcde" />);
    expect(screen.getByRole('status').textContent).toBe('5 character limit is reached.');
  });

  it('gives the error the room when there is one', () => {
    render(
      <TextField
        label="Account name"
        maxLength={3}
        defaultValue="abc"
        error="Account name already exists"
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('cuts a pasted longer remark at the limit and says so', () => {
    const onChange = vi.fn<(value: string) => void>();
    render(<TextArea label="Remarks" value="" maxLength={10} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Remarks'), { target: { value: 'x'.repeat(25) } });
    expect(onChange).toHaveBeenCalledWith('x'.repeat(10));
  });

  it('shows the notice under a full text area', () => {
    render(
      <TextArea label="Remarks" value={'x'.repeat(10)} maxLength={10} onChange={() => undefined} />,
    );
    expect(screen.getByRole('status').textContent).toBe('10 character limit is reached.');
  });
});

describe('SelectField', () => {
  const options = [
    { value: 'a', label: 'Main account · SGD · S$486,250.75' },
    { value: 'b', label: 'Payroll · SGD · S$86,200.00' },
  ];

  it('with wrapChoice draws the chosen option whole, and follows the choice', () => {
    const { container, rerender } = render(
      <SelectField
        label="From account"
        options={options}
        value="a"
        onChange={() => undefined}
        wrapChoice
      />,
    );
    const wrapper = container.querySelector('.ui-select--wrap');
    expect(wrapper?.getAttribute('data-choice')).toBe('Main account · SGD · S$486,250.75');
    // The select keeps its own value for screen readers and the native picker.
    expect(screen.getByRole('combobox', { name: 'From account' })).toHaveProperty('value', 'a');
    rerender(
      <SelectField
        label="From account"
        options={options}
        value=""
        placeholder="Select an account"
        onChange={() => undefined}
        wrapChoice
      />,
    );
    expect(wrapper?.getAttribute('data-choice')).toBe('Select an account');
  });

  it('without wrapChoice draws nothing over the select', () => {
    const { container } = render(
      <SelectField label="From account" options={options} value="a" onChange={() => undefined} />,
    );
    expect(container.querySelector('.ui-select--wrap')).toBeNull();
    expect(container.querySelector('[data-choice]')).toBeNull();
  });
});
