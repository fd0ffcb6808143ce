// The failover drill's calls outside the load: JSON calls through the balancer, logins, and the acknowledged writes
// read back from the database row by row.
import pg from 'pg';

export async function call<T>(baseUrl: string, method: string, route: string, token: string | null, body?: unknown) {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const logIn = async (baseUrl: string, user: { username: string; password: string }) =>
  (
    await call<{ access_token: string }>(baseUrl, 'POST', '/auth/login', null, {
      username: user.username,
      password: user.password,
    })
  ).access_token;

/**
 * The acknowledged writes missing from the database or stored with another title, the cut ones stored, and the
 * titles of all the load's writes stored more than once (a retried write done twice).
 */
export async function checkWrites(url: string, acknowledged: { id: string; title: string }[], cut: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const stored = new Map<string, string>();
    for (let start = 0; start < acknowledged.length; start += 5_000) {
      const ids = acknowledged.slice(start, start + 5_000).map((write) => write.id);
      const { rows } = await client.query<{ id: string; title: string }>(
        'select id, title from signals where id = any($1::uuid[])',
        [ids],
      );
      for (const row of rows) stored.set(row.id, row.title);
    }
    const lost = acknowledged.filter((write) => stored.get(write.id) !== write.title);
    const { rows } = await client.query<{ count: string }>('select count(*) from signals where title = any($1)', [cut]);
    const titles = [...acknowledged.map((write) => write.title), ...cut];
    const twice = await client.query<{ title: string }>(
      'select title from signals where title = any($1) group by title having count(*) > 1',
      [titles],
    );
    return { lost, cutStored: Number(rows[0]!.count), storedTwice: twice.rows.map((row) => row.title) };
  } finally {
    await client.end();
  }
}
