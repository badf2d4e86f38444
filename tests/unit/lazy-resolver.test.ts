import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { lazyZodResolver } from '@/components/ui/zod-resolver';
import { z } from '@/lib/validation/zod';

const schema = z.object({ message: z.string().trim().min(1, 'blank') });
const options = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<{ message: string }>;

describe('lazily loaded zod resolver', () => {
  it('checks the values as submitted, even when the form changes them while the schema loads', async () => {
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const resolver = lazyZodResolver(async () => {
      await loaded;
      return schema;
    });
    // react-hook-form passes its live values object and keeps writing into it as the visitor types.
    const values = { message: '   ' };
    const pending = resolver(values, undefined, options);
    values.message = 'linha 1';
    release();
    const result = await pending;
    expect(result.errors).toHaveProperty('message');
    expect(result.values).toEqual({});
    // Once loaded, it checks what it is given.
    expect((await resolver({ message: ' ok ' }, undefined, options)).values).toEqual({ message: 'ok' });
  });
});
