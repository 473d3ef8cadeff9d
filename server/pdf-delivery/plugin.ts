import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { PdfDeliveryConfig } from '../config/env';
import { folderDelivery } from './folder';
import { queueDelivery } from './outbox';
import { PdfDeliveryWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** the application PDF's delivery worker; null when delivery is off (docs/server.md "Application PDF delivery") */
    pdfDelivery: PdfDeliveryWorker | null;
  }
}

/** How often the outbox is read besides after each status change: the retries, and rows another instance left. */
const INTERVAL_MS = 30_000;

const pdfDelivery: FastifyPluginAsync<{ config: PdfDeliveryConfig | null }> = async (app, options) => {
  // an SFTP provider would be chosen here by its own setting: it implements the same PdfDelivery
  const provider = options.config ? folderDelivery(options.config.dir) : null;
  if (!provider) {
    app.decorate('pdfDelivery', null);
    return;
  }
  const worker = new PdfDeliveryWorker(app.db, app.applicationPdf, provider, app.log);
  app.decorate('pdfDelivery', worker);

  // queued in the status change's transaction: a rolled-back change queues nothing
  let queued = false;
  app.applicationPdf.onMade(async (db, made) => {
    await queueDelivery(db, made);
    queued = true;
  });
  // a route answers after its transaction commits: the row is visible by then (the interval
  // catches a change made outside a request)
  app.addHook('onResponse', async () => {
    if (!queued) return;
    queued = false;
    void worker.kick();
  });
  app.addHook('onReady', async () => worker.start(INTERVAL_MS));
  // before the database closes: the delivery under way finishes, nothing starts after
  app.addHook('preClose', async () => worker.close());
};

/** Delivers each application PDF to the insurer's document intake (docs/requirements.md §6.7). */
export default fp(pdfDelivery, { name: 'pdf-delivery', dependencies: ['db', 'application-pdf'], fastify: '5.x' });
