import fp from 'fastify-plugin';
import { documentRoutes } from './routes';
import { DocumentService } from './service';
import { PostgresDocumentStore } from './store';

/**
 * Documents attached to an application (docs/requirements.md §11.5): upload checked by content,
 * list, download, delete. The bytes go to the DocumentStore given here (store.ts).
 */
export default fp(
  async (app) => {
    await app.register(documentRoutes(new DocumentService(app.db, new PostgresDocumentStore(app.db))));
  },
  { name: 'documents', dependencies: ['db', 'session', 'errors', 'proposals'], fastify: '5.x' },
);
