/**
 * Field texts the spec gives once (spec-1 §5) and more than one signed-out form shows: the login,
 * forgot password and sign-up (features/auth, features/signUp). In shared so both features read
 * the same text and neither imports the other.
 */
export const INVALID_EMAIL = 'Please enter a valid email address.';
export const REQUIRED = 'This field is required';
/** The product's own text (the spec has none): the confirmation must repeat the password. */
export const PASSWORDS_DIFFER = 'The passwords do not match.';
