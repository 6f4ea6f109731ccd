/** The database package's one setting from the environment: where test databases are made. */
export const dbEnv = {
  databaseUrl: process.env.DATABASE_URL,
};
