/** Where an S3-compatible bucket is and how to reach it (all five `S3_*` variables, or none). */
export interface S3Config {
  bucket: string;
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const S3_VARIABLES = {
  bucket: 'S3_BUCKET',
  endpoint: 'S3_ENDPOINT',
  accessKeyId: 'S3_ACCESS_KEY_ID',
  secretAccessKey: 'S3_SECRET_ACCESS_KEY',
  region: 'S3_REGION',
} as const;

/**
 * The bucket's settings when every `S3_*` variable is set; undefined when none is (files stay on local disk). Some but
 * not all is a mistake, named, rather than a silent fall back to local disk.
 */
export function readS3Config(env: Record<string, string | undefined>, fail: (message: string) => Error) {
  const entries = Object.entries(S3_VARIABLES).map(([key, name]) => [key, env[name]?.trim() || undefined] as const);
  const missing = entries
    .filter(([, value]) => value === undefined)
    .map(([key]) => S3_VARIABLES[key as keyof S3Config]);
  if (missing.length === entries.length) return undefined;
  if (missing.length > 0) throw fail(`${missing.join(', ')} must be set too: S3 storage needs all five S3_* variables`);
  const config = Object.fromEntries(entries) as unknown as S3Config;
  try {
    new URL(config.endpoint);
  } catch {
    throw fail('S3_ENDPOINT is not a valid URL');
  }
  return config;
}
