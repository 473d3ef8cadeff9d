import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import type { AppConfig } from './config/env';
import proposals from './proposals/plugin';
import rating from './rating/plugin';
import status from './status/plugin';
import policies from './policies/plugin';
import renewals from './renewals/plugin';
import payments from './payments/plugin';
import financing from './financing/plugin';
import mail from './mail/plugin';
import recovery from './recovery/plugin';
import staffSignIn from './staff-sign-in/plugin';
import addressLookup from './address-lookup/plugin';
import rateLimit from './rate-limit/plugin';
import aircraftRegistry from './aircraft-registry/plugin';
import analytics from './analytics/plugin';
import quickQuote from './quick-quote/plugin';
import registration from './registration/plugin';
import signInCode from './sign-in-code/plugin';
import validators from './validators/plugin';
import admin from './admin/plugin';
import dashboard from './dashboard/plugin';
import maintenance from './maintenance/plugin';
import applicationPdf from './application-pdf/plugin';
import pdfDelivery from './pdf-delivery/plugin';
import shell from './shell/plugin';
import documents from './documents/plugin';
import layoutVersions from './layout-versions/plugin';

/**
 * Feature areas, registered in this order after the platform plugins (docs/server.md "Plugins and what other areas can use").
 * Add a line to plug an area in, after the areas it names in its fastify-plugin `dependencies`
 * (Fastify refuses to start otherwise); an area calls another only through the typed decorators
 * and imports it declares, so dependency-cruiser sees the edge (no cycles between areas).
 */
export interface FeaturePlugin {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each area has its own options type
  plugin: FastifyPluginAsync<any> | FastifyPluginCallback<any>;
  options?: (config: AppConfig) => Record<string, unknown>;
}

export const FEATURE_PLUGINS: FeaturePlugin[] = [
  // first: its hook refuses the writes of every area registered after it during a maintenance window
  { name: 'maintenance', plugin: maintenance },
  { name: 'validators', plugin: validators },
  { name: 'rating', plugin: rating, options: (config) => ({ programsDir: config.programsDir }) },
  { name: 'proposals', plugin: proposals },
  { name: 'status', plugin: status },
  { name: 'policies', plugin: policies },
  { name: 'renewals', plugin: renewals },
  { name: 'payments', plugin: payments },
  { name: 'financing', plugin: financing },
  { name: 'mail', plugin: mail },
  { name: 'recovery', plugin: recovery },
  { name: 'staff-sign-in', plugin: staffSignIn, options: (config) => ({ config: config.staffSignIn }) },
  { name: 'rate-limit', plugin: rateLimit },
  { name: 'address-lookup', plugin: addressLookup, options: (config) => ({ addressComplete: config.addressComplete }) },
  { name: 'aircraft-registry', plugin: aircraftRegistry },
  { name: 'analytics', plugin: analytics },
  { name: 'quick-quote', plugin: quickQuote },
  { name: 'registration', plugin: registration },
  { name: 'sign-in-code', plugin: signInCode },
  { name: 'admin', plugin: admin },
  { name: 'dashboard', plugin: dashboard },
  { name: 'application-pdf', plugin: applicationPdf },
  { name: 'pdf-delivery', plugin: pdfDelivery, options: (config) => ({ config: config.pdfDelivery }) },
  { name: 'shell', plugin: shell },
  { name: 'documents', plugin: documents },
  { name: 'layout-versions', plugin: layoutVersions },
];
