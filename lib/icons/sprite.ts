import { ICON_DRAWINGS } from './drawings';

const escape = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Every icon the site draws, one <symbol> per name; pages refer to them by `#name`. */
export function iconSprite(): string {
  const symbols = Object.entries(ICON_DRAWINGS).map(([name, node]) => {
    const shapes = node
      .map(([tag, attrs]) => {
        const attributes = Object.entries(attrs).map(([k, v]) => `${k}="${escape(v as string | number)}"`);
        return `<${tag} ${attributes.join(' ')}/>`;
      })
      .join('');
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
