import type { AppConfig } from '../config/env';

const ANY_HOST = new Set(['0.0.0.0', '::', '127.0.0.1', 'localhost']);

/**
 * The origins a browser may load the portal from, as `npm start` runs it: the loopback names
 * on its port, its own host name when it listens on one, and ALLOWED_ORIGINS (a dev server).
 * The sandbox lets only these frame its card fields and receive their tokens.
 */
export function portalOrigins(config: Pick<AppConfig, 'host' | 'port' | 'allowedOrigins'>): string[] {
  const origins = [`http://127.0.0.1:${config.port}`, `http://localhost:${config.port}`];
  if (!ANY_HOST.has(config.host)) origins.push(`http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`);
  return [...new Set([...origins, ...config.allowedOrigins].map((o) => new URL(o).origin))];
}
