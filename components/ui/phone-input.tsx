import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { maskPhone } from '@/lib/phone';

/** A Brazilian phone field, masked as typed: (00) 0000-0000 or (00) 00000-0000. */
export function PhoneInput({ onChange, ...props }: Omit<ComponentProps<typeof Input>, 'type' | 'inputMode' | 'placeholder' | 'cap'>) {
  return (
    <Input
      {...props}
      type="tel"
      inputMode="tel"
      placeholder="(00) 00000-0000"
      cap={15}
      onChange={(e) => {
        e.target.value = maskPhone(e.target.value);
        return onChange?.(e);
      }}
    />
  );
}
