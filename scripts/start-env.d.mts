export function startEnv(source?: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv & { PORT: string; SITE_URL: string }; notes: string[] };
