import { describe, expect, it } from 'vitest';
import { startTwoProcessServer } from './spawned-server.ts';

describe('the server with API_PROCESSES=2', () => {
  it('answers on one port from forked processes, then stops them and its database on SIGTERM', async () => {
    // up to 2 minutes: on a loaded 2-core machine the start (PostgreSQL, migrations, queues, 2 forks) is slow
    const server = await startTwoProcessServer({ seedDemo: false, startTimeoutMs: 120_000 });
    const { port } = server;
    try {
      expect(server.output()).toContain('(2 HTTP processes)');
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          fetch(`http://127.0.0.1:${port}/v2/health/ping`).then((r) => r.json() as Promise<{ database: string }>),
        ),
      );
      expect(answers.every((a) => a.database === 'up')).toBe(true);
      expect(await server.terminate()).toBe(0);
      // nothing answers any more: the HTTP processes stopped with the primary
      expect(
        await fetch(`http://127.0.0.1:${port}/v2/health/ping`).then(
          () => 'up',
          () => 'down',
        ),
      ).toBe('down');
    } finally {
      // a failed run still stops the server the gentle way, so that it stops its database
      await server.cleanUp();
    }
  }, 180_000);
});
