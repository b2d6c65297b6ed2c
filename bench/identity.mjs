// Identity benchmark: login (argon2id), session-checked reads, against a hello-world route in the same run.
// Usage: npm run bench:identity
import { line, measure, ok } from './lib/measure.mjs';
import { startServer } from './lib/server.mjs';

const server = await startServer();
const { base } = server;
const login = () =>
  fetch(`${base}/login/user/login/dashboard`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'manager@demo.hirebase.test', password: 'hirebase-demo' }),
  });
try {
  const { token } = await (await login()).json();
  const headers = { 'x-access-token': token };
  const get = (path) => () => fetch(`${base}${path}`, { headers }).then(ok);
  await measure(get('/user/me'), { total: 200, concurrency: 4 }); // warm-up
  console.log(`Hirebase identity benchmark — ${new Date().toISOString()}`);
  for (const concurrency of [1, 10]) {
    console.log(`\nconcurrency ${concurrency}`);
    console.log(
      line('GET /health/ping (baseline: no session)', await measure(get('/health/ping'), { total: 2000, concurrency })),
    );
    console.log(line('GET /user/me (session + 4 reads)', await measure(get('/user/me'), { total: 2000, concurrency })));
    console.log(
      line(
        'GET /employee/getAllCompanyEmployees',
        await measure(get('/employee/getAllCompanyEmployees'), { total: 2000, concurrency }),
      ),
    );
    console.log(
      line('GET /products/getByCompany', await measure(get('/products/getByCompany'), { total: 1000, concurrency })),
    );
    console.log(
      line(
        'POST /login/user/login/dashboard (argon2id)',
        await measure(() => login().then(ok), { total: 40, concurrency }),
      ),
    );
  }
} finally {
  await server.stop();
}
