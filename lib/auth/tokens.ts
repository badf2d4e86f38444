/*
 * Prefixes of the tokens the /auth page receives in `?token=`, so the panel knows which form a link
 * opens (client-safe: no server code here). A token without a prefix is a password-reset token.
 */

/** A link that completes a sign-up on the embedded auth. */
export const SIGN_UP_TOKEN_PREFIX = 'signup:';
