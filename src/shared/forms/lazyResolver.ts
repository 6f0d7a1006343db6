import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<TIn extends FieldValues, TOut> = Resolver<TIn, unknown, TOut> & {
  /** Starts loading the validation now (when the person starts using the form). */
  preload: () => void;
};

/**
 * A react-hook-form resolver whose schema (and zod with it) loads on first use. A form on the
 * first screen (the login) then draws without its validation code; the first check awaits the
 * load, which `preload` starts as soon as the person starts using the form.
 */
export function lazyResolver<TIn extends FieldValues, TOut>(
  load: () => Promise<Resolver<TIn, unknown, TOut>>,
): LazyResolver<TIn, TOut> {
  let loading: Promise<Resolver<TIn, unknown, TOut>> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null; // a failed load (a dropped connection) may succeed on the next check
      throw error;
    }));
  const resolver: Resolver<TIn, unknown, TOut> = async (values, context, options) =>
    (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
