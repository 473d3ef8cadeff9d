import type { FastifyPluginAsync } from 'fastify';
import { API } from '../http/paths';
import { errorResponses } from '../errors/schemas';
import { requestLocale } from '../i18n/locale';
import { offeredLanguages } from '../../adapters/i18n/quebec-first';
import { languageOfferReplySchema, type LanguageOfferReply } from '../../adapters/api';
import { customerFrenchFirst } from './french-first';

/** GET {API}/language-offer (docs/requirements.md §9.5): the caller's own, so it names no customer. */
const routes: FastifyPluginAsync = async (app) => {
  app.get(`${API}/language-offer`, {
    onRequest: app.requireCan('workOnOwnApplication'),
    schema: {
      tags: ['shell'],
      summary: 'The languages the signed-in applicant is offered, in order: French first for a Quebec applicant when the brand says so',
      description: 'Judged on the customer the session works as: the province of its latest application’s answers (business or mailing), else the customer record’s.',
      response: { 200: languageOfferReplySchema, ...errorResponses(401, 403) },
    },
    handler: async (request): Promise<LanguageOfferReply> => {
      const user = request.user!;
      const isFrenchFirst = await customerFrenchFirst(app.db, user.customer_number, user.client);
      return { french_first: isFrenchFirst, languages: offeredLanguages(requestLocale(request), isFrenchFirst) };
    },
  });
};

export default routes;
