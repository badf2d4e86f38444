import { ICON_DRAWINGS, type IconName } from './drawings';

const escape = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An icon's shapes as SVG markup (`<path d="…"/>…`), for the sprites that draw it. */
export function iconShapes(name: IconName): string {
  return ICON_DRAWINGS[name]
    .map(([tag, attrs]) => {
      const attributes = Object.entries(attrs).map(([k, v]) => `${k}="${escape(v as string | number)}"`);
      return `<${tag} ${attributes.join(' ')}/>`;
    })
    .join('');
}

/** Every icon the site draws, one <symbol> per name; pages refer to them by `#name`. */
export function iconSprite(): string {
  const symbols = (Object.keys(ICON_DRAWINGS) as IconName[]).map(
    (name) => `<symbol id="${name}" viewBox="0 0 24 24">${iconShapes(name)}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
