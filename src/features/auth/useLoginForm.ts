import { useCallback, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { LoginForm, LoginValues } from './schemas';
import type { LoginCheck, LoginErrors, LoginField } from './loginValidation';

/** The login form's check: loaded on first use (LoginPage), so it may be a promise. */
export type LoginChecker = (values: LoginForm) => LoginCheck | Promise<LoginCheck>;

/** In the form's order: a refused submit focuses the first refused field. */
const FIELDS: readonly LoginField[] = ['email', 'password'];

/** Read from the fields themselves, so a value a password manager wrote counts too. */
const readValues = (elements: Partial<Record<LoginField, HTMLInputElement>>): LoginForm => ({
  email: elements.email?.value ?? '',
  password: elements.password?.value ?? '',
});

/**
 * The login form's state: two uncontrolled fields, their messages and the submit. Not
 * react-hook-form, which every other form uses: the login page is in the entry bundle (every
 * signed-out visit's first screen), and react-hook-form would be 14 kB gzip of its 100 kB
 * (scripts/check-bundle.mjs). It keeps react-hook-form's behaviour as the page used it (mode
 * onSubmit, revalidation on change): nothing is checked before the first submit; a submit checks
 * every field, focuses the first refused one or sends the checked values; after that, each change
 * checks its field again. `setValue` (a demo login) fills a field and checks it at once.
 */
export function useLoginForm(check: LoginChecker, onValid: (values: LoginValues) => Promise<void>) {
  const elements = useRef<Partial<Record<LoginField, HTMLInputElement>>>({});
  const submitted = useRef(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);

  /** Checks the form and shows `name`'s message, unless the field changed meanwhile. */
  const checkField = useCallback(
    async (name: LoginField) => {
      const checked = readValues(elements.current);
      const result = await check(checked);
      if (elements.current[name] && elements.current[name].value !== checked[name]) return;
      const message = result.errors?.[name];
      setErrors((shown) => (shown[name] === message ? shown : { ...shown, [name]: message }));
    },
    [check],
  );

  const register = useMemo(() => {
    const fields = Object.fromEntries(
      FIELDS.map((name) => [
        name,
        {
          name,
          ref: (element: HTMLInputElement | null) => {
            if (element) elements.current[name] = element;
            else delete elements.current[name];
          },
          onChange: (_event: ChangeEvent<HTMLInputElement>) => {
            // A check that could not load says nothing now; the next change or submit tries again.
            if (submitted.current) checkField(name).catch(() => undefined);
          },
        },
      ]),
    ) as Record<
      LoginField,
      {
        name: LoginField;
        ref: (element: HTMLInputElement | null) => void;
        onChange: (event: ChangeEvent<HTMLInputElement>) => void;
      }
    >;
    return (name: LoginField) => fields[name];
  }, [checkField]);

  const setValue = useCallback(
    (name: LoginField, value: string) => {
      const element = elements.current[name];
      if (element) element.value = value;
      checkField(name).catch(() => undefined);
    },
    [checkField],
  );

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      const result = await check(readValues(elements.current));
      if (result.errors) {
        setErrors(result.errors);
        const first = FIELDS.find((name) => result.errors[name] !== undefined);
        if (first) elements.current[first]?.focus();
        return;
      }
      setErrors({});
      await onValid(result.values);
    } finally {
      submitted.current = true;
      setSubmitting(false);
    }
  };

  return { register, errors, isSubmitting, setValue, handleSubmit };
}
