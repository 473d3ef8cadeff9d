import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import type { AppConfig } from './config/env';
import proposals from './proposals/plugin';
import rating from './rating/plugin';
import status from './status/plugin';
import policies from './policies/plugin';
import payments from './payments/plugin';

/**
 * Feature areas, registered in this order after the platform plugins (db, errors, session,
 * config, docs). Add a line to plug an area in, after the areas it names in its fastify-plugin
 * `dependencies` (Fastify refuses to start otherwise). A plugin that provides a decorator other
 * areas call (transition, rateProposal, csrReviewRequired) must be wrapped with fastify-plugin
 * so the decorator lands on the root instance.
 */
export interface FeaturePlugin {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each area has its own options type
  plugin: FastifyPluginAsync<any> | FastifyPluginCallback<any>;
  options?: (config: AppConfig) => Record<string, unknown>;
}

export const FEATURE_PLUGINS: FeaturePlugin[] = [
  { name: 'rating', plugin: rating, options: (config) => ({ programsDir: config.programsDir }) },
  { name: 'proposals', plugin: proposals },
  { name: 'status', plugin: status },
  { name: 'policies', plugin: policies },
  { name: 'payments', plugin: payments },
];
