import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The content security policy of every answer: the web app's. Scripts only from this origin (the build has no inline
 * script); styles may be inline because Mantine writes its CSS variables and component styles at run time; images
 * also from `data:` and `blob:` (previews of a picture before upload); no plugins; no page may frame ours.
 */
function webPolicy(https: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // on plain http (a LAN install, tests) upgrading would break every asset
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The API documentation (`/v2/docs`, Swagger UI): its own scripts and styles from this origin, inline styles set by
 * its components, and the `data:` images of its theme.
 */
export function docsPolicy(https: boolean): string {
  return serialize({
    ...webPolicy(https),
    'img-src': ["'self'", 'data:'],
    'form-action': ["'none'"],
  });
}

/**
 * The policy of a page other sites may show in a frame (the online store's pages, embedded by shops in their own
 * sites): the web app's, with any site as a frame ancestor. Answers with it drop `X-Frame-Options`.
 */
export function framablePolicy(https: boolean): string {
  return serialize({ ...webPolicy(https), 'frame-ancestors': ['*'] });
}

const serialize = (policy: Record<string, string[]>) =>
  Object.entries(policy)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/**
 * Security headers on every answer (`@fastify/helmet`): the policy above, `nosniff`, no framing
 * (`X-Frame-Options: DENY` for browsers without `frame-ancestors`), no referrer to other sites, and HSTS when the
 * public URL is https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  const https = publicUrl.startsWith('https:');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: webPolicy(https) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // cross-origin isolation would block the public images that mails and other sites show
    crossOriginEmbedderPolicy: false,
  });
}
