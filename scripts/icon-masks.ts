// Writes app/icon-masks.css (the icons drawn by CSS) from lib/icons/masks.ts: `npx tsx scripts/icon-masks.ts`.
import { writeFileSync } from 'node:fs';
import { iconMaskCss } from '../lib/icons/masks';

writeFileSync('app/icon-masks.css', iconMaskCss());
