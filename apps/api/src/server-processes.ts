import cluster, { type Worker } from 'node:cluster';

/**
 * Forks `count` HTTP processes sharing the port (the primary hands connections to them in turn) and resolves when
 * all listen. A process that dies is replaced until `stop()`.
 */
export async function forkHttpProcesses(count: number, databaseUrl: string) {
  let stopping = false;
  const fork = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork({ HIREBASE_DATABASE_URL: databaseUrl });
      worker.on('message', (message) => message === 'listening' && resolve(worker));
      worker.once('exit', (code) => {
        if (stopping) return;
        reject(new Error(`An HTTP process exited with code ${code} before listening`));
      });
    });
  const workers = await Promise.all(Array.from({ length: count }, fork));
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`An HTTP process stopped (code ${code}); starting another`);
    const at = workers.indexOf(worker);
    void fork().then((next) => {
      if (at >= 0) workers[at] = next;
    });
  });
  return {
    stop: async () => {
      stopping = true;
      await Promise.all(
        workers.map(
          (w) =>
            new Promise<void>((resolve) => {
              if (w.isDead()) return resolve();
              w.once('exit', () => resolve());
              w.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
