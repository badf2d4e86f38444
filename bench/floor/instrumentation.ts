// Without a file of its own, Turbopack takes the project's instrumentation.ts (two levels up).
export function register() {}
