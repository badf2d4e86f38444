import type { IconComponent } from '@/components/ui/icons';
import { cn } from '@/lib/utils';

/** A plain list whose items each start with the same small icon. */
export function IconList({ items, icon: Icon, dense = false }: { items: string[]; icon: IconComponent; dense?: boolean }) {
  return (
    <ul className={cn('flex flex-col', dense ? 'gap-1.5 text-sm' : 'gap-2')}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon className="mt-[0.2em] size-4 shrink-0 text-primary" aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}
