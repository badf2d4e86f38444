import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingProblems } from '@/lib/config/env';
import { exitOnInvalidSettings } from '@/lib/auth/startup-check';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('a setting that fails validation', () => {
  it('is named with what it must be, never with its value', () => {
    const problems = settingProblems({ NODE_ENV: 'test', CRON_SECRET: 'short-secret', TRUSTED_PROXY: '0' });
    expect(problems).toEqual(['CRON_SECRET: at least 16 characters']);
    expect(problems.join()).not.toContain('short-secret');
    expect(settingProblems({ NODE_ENV: 'test', CRON_SECRET: 'a'.repeat(16) })).toEqual([]);
  });

  it('stops the server with one line naming it', () => {
    vi.stubEnv('CRON_SECRET', 'short-secret');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    exitOnInvalidSettings();
    expect(exit).toHaveBeenCalledWith(1);
    expect(error).toHaveBeenCalledTimes(1);
    const line = String(error.mock.calls[0]?.[0]);
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toMatch(/CRON_SECRET: at least 16 characters/);
  });

  it('lets a valid configuration start', () => {
    vi.stubEnv('CRON_SECRET', 'a-long-enough-secret-value');
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    exitOnInvalidSettings();
    expect(exit).not.toHaveBeenCalled();
  });
});
