import { readdirSync } from 'node:fs';
import pg from 'pg';

/**
 * A client on the database of a server started by `startServer`: its embedded PostgreSQL keeps its socket in the data
 * folder, named after the port it listens on (127.0.0.1 too).
 */
export async function connectToServerDatabase(dataDir) {
  const socket = readdirSync(dataDir).find((f) => /^\.s\.PGSQL\.\d+$/.test(f));
  if (!socket) throw new Error(`No PostgreSQL socket in ${dataDir}: is the server using its embedded database?`);
  const port = socket.split('.').pop();
  const client = new pg.Client({ connectionString: `postgres://postgres:hirebase-local@127.0.0.1:${port}/hirebase` });
  await client.connect();
  return client;
}
