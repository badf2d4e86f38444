import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A zod resolver whose schema (and the resolver itself) is imported on first use. */
export function lazyZodResolver<TInput extends FieldValues, TOutput extends FieldValues = TInput>(
  load: () => Promise<z.ZodType<TOutput, TInput>>,
): Resolver<TInput, unknown, TOutput> {
  let resolver: Resolver<TInput, unknown, TOutput> | undefined;
  return async (values, context, options) => {
    if (resolver) return resolver(values, context, options);
    // react-hook-form keeps writing into `values` while the schema loads: check what was submitted,
    // not what has been typed since.
    const submitted = structuredClone(values);
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), load()]);
    // The schema's input and output types are the form's own; the resolver's generic types cannot see that.
    resolver ??= zodResolver(schema) as unknown as Resolver<TInput, unknown, TOutput>;
    return resolver(submitted, context, options);
  };
}
