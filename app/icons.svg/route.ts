import { iconSprite } from '@/lib/icons/sprite';
import { versionedSvg } from '@/lib/http/immutable';

export const dynamic = 'force-static';

export function GET() {
  return versionedSvg(iconSprite());
}
