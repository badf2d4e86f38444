import { iconSprite } from '@/lib/icons/sprite';
import { IMMUTABLE_CACHE_CONTROL } from '@/lib/http/immutable';

export const dynamic = 'force-static';

export function GET() {
  return new Response(iconSprite(), {
    headers: {
      'Content-Type': 'image/svg+xml',
      // Pages address it with its version (`?v=`), which changes with the drawings.
      'Cache-Control': IMMUTABLE_CACHE_CONTROL,
    },
  });
}
