/** Password length rules (client-safe; the common-password check runs on the server). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
