import { iconMaskSprite } from '@/lib/icons/masks';
import { versionedSvg } from '@/lib/http/immutable';

export const dynamic = 'force-static';

/** The icons drawn by CSS, one view each (app/icon-masks.css addresses them with the version). */
export function GET() {
  return versionedSvg(iconMaskSprite());
}
