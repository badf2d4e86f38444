import { iconSprite } from '@/lib/icons/sprite';

export const dynamic = 'force-static';

export function GET() {
  return new Response(iconSprite(), {
    headers: {
      'Content-Type': 'image/svg+xml',
      // Pages address it with its version (`?v=`), which changes with the drawings.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
