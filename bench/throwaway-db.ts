// A PostgreSQL database of one bench run, made from an admin URL and dropped at the end.
import pg from 'pg';

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  // Closed at once: a PostgreSQL restart later in a run would kill an idle admin connection.
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates `<prefix>_<now>` next to the admin URL's database; answers its URL and how to drop it. */
export async function throwawayDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(adminUrl, `drop database ${name} with (force)`) };
}
