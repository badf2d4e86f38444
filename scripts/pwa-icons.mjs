// Draws the installed-app icons (public/icons/) from app/icon.svg with sharp (shipped with Next).
// Run after changing the logo: `node scripts/pwa-icons.mjs`; the PNGs are committed.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const root = process.cwd();
const out = join(root, 'public', 'icons');
const logo = readFileSync(join(root, 'app', 'icon.svg'), 'utf8');

// A maskable icon fills the whole square (launchers cut their own shape) and keeps the drawing
// inside the central safe circle (80% of the size): the logo's background without its rounded
// corners, its drawing scaled to 70% around the centre.
const inner = logo.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const defs = /<defs>[\s\S]*?<\/defs>/.exec(inner)?.[0] ?? '';
const drawing = inner.replace(defs, '').replace(/<rect\b[^>]*\/>/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${defs}<rect width="40" height="40" fill="url(#g)"/><g transform="translate(6 6) scale(0.7)">${drawing}</g></svg>`;

mkdirSync(out, { recursive: true });
const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 40 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, file));

await Promise.all([render(logo, 192, 'icon-192.png'), render(logo, 512, 'icon-512.png'), render(maskable, 512, 'icon-maskable-512.png')]);
console.log(`pwa-icons: wrote icon-192.png, icon-512.png and icon-maskable-512.png into ${out}`);
