/** Cache-Control for responses addressed by a hash or version (`?v=`): a new version is a new URL. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
