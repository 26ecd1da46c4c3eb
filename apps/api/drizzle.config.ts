import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from apps/api) writes SQL migrations for schema changes; they are
// committed and applied at start by migrateDatabase (src/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
