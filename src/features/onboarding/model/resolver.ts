import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's resolver from its schema. The schemas read an address's parts as optional (a part the
 * country does not use may be absent), where the form holds every part as text: the form's
 * values fit the schema's input, which the resolver's type cannot see.
 */
export function formResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
): Resolver<Values, unknown, Output> {
  return zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>;
}
