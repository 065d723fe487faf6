/**
 * The client's base from `VITE_API_BASE`: read once, when the module is first evaluated, so the
 * test evaluates it again with the variable set. That needs a module graph of its own (a
 * `.jsdom-mocks` file): in the shared graph of the `components` project, the client made here,
 * with its foreign base, stayed in the worker's registry and was the one that later files
 * imported (the inbox's sign-in then called https://api.example.org/v9/inbox/session).
 */
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
});

it('takes its base from VITE_API_BASE', async () => {
  vi.stubEnv('VITE_API_BASE', 'https://api.example.org/v9');
  vi.resetModules();
  const { apiClient } = await import('./apiClient');
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ ok: 1 }));
  await apiClient.post('contact');
  const sent = fetchSpy.mock.calls[0]?.[0];
  expect(sent).toBeInstanceOf(Request);
  expect((sent as Request).url).toBe('https://api.example.org/v9/contact');
});
