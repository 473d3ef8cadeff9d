import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { aircraftQuerySchema, aircraftRecordSchema, normalMark, type AircraftQuery } from '../../adapters/api';
import { domainError } from '../errors/domain-error';
import { errorResponses } from '../errors/schemas';
import type { AircraftRegistry } from './provider';
import { sampleRegistry } from './sample-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** the Canadian civil aircraft register (docs/server.md "Aircraft registry") */
    aircraftRegistry: AircraftRegistry;
  }
}

/** The registry call keeps the path the product's API gives it (docs/requirements.md §12.4). */
export const CCAR_PATH = '/smb/cnc/api/v3/getCcar';

const aircraftRegistry: FastifyPluginAsync<{ provider?: AircraftRegistry }> = async (app, { provider }) => {
  app.decorate('aircraftRegistry', provider ?? sampleRegistry());

  app.get<{ Querystring: AircraftQuery }>(CCAR_PATH, {
    // whoever fills or opens an application: the applicant, and a CSR working on it
    onRequest: app.requireCan('workOnOwnApplication', 'workOnAnyApplication'),
    schema: {
      tags: ['lookups'],
      summary: 'The aircraft of a Canadian registration mark (C-GABC): make and model, basis of registration, engine, issue date, manufactured or amateur-built; 404 when the register has none',
      querystring: aircraftQuerySchema,
      response: { 200: aircraftRecordSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      // the schema's pattern has already refused anything that is not a mark
      const mark = normalMark(request.query.mark)!;
      const found = await app.aircraftRegistry.byMark(mark);
      if (!found) throw domainError('aircraftUnknown', { values: { mark } });
      return found;
    },
  });
};

/** Aircraft registry look-up behind a provider interface, with an embedded sample (docs/requirements.md §11.6). */
export default fp(aircraftRegistry, { name: 'aircraft-registry', dependencies: ['session'], fastify: '5.x' });
