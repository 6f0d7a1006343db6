import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from './schemas';

/**
 * The login form's resolver, in a module of its own: the login page is every visit's first
 * screen, and this (with zod) loads when the form is first used, not before the first paint.
 */
export const loginResolver = zodResolver(loginSchema);
