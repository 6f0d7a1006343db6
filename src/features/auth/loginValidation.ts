import { loginSchema, type LoginForm, type LoginValues } from './schemas';

export type LoginField = keyof LoginForm;
export type LoginErrors = Partial<Record<LoginField, string>>;
/** The form's values to send (e-mail trimmed), or the message of each field the schema refused. */
export type LoginCheck = { values: LoginValues; errors?: undefined } | { errors: LoginErrors };

/**
 * The login form's check, in a module of its own: the login page is every visit's first screen,
 * and this (with zod) loads when the form is first used, not before the first paint. A field
 * shows the first of its issues, as the other forms' zod resolver does.
 */
export function checkLogin(values: LoginForm): LoginCheck {
  const result = loginSchema.safeParse(values);
  if (result.success) return { values: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && errors[field] === undefined)
      errors[field] = issue.message;
  }
  return { errors };
}
