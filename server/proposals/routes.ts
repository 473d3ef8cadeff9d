import { can, sponsorPrograms, viewerOf } from '../../adapters/identity/permissions';
import type { FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { domainError } from '../errors/domain-error';
import { authHook } from '../http/route-guard';
import { errorResponses } from '../errors/schemas';
import { API } from '../http/paths';
import { requestLocale } from '../i18n/locale';
import { normalizeClient } from '../config-service/clients';
import { toProposal } from './proposal';
import { applicationSummaryReply, csrReviewReply, proposalReply, proposalWithApplicantReply, reviewSummaryReply, searchReply, sponsorListReply, sponsorReviewReply, workListReply } from './schemas';
import { summaryOf } from './summary';
import type { WorkList } from './work-list';
import { exportFileName, writeWorkListXlsx } from './work-list-export';
import { PassThrough } from 'node:stream';
import type { ProposalService, RequestScope } from './service';
import type { ProposalRow } from '../db/schema';
import { readSessionId } from '../session/cookie';
import {
  WORK_LIST_PAGE_SIZE, idParamsSchema, proposalHeadersSchema, searchQuerySchema, stepsBodySchema, workListExportQuerySchema, workListQuerySchema,
  SPONSOR_LIST_STATUSES, sponsorListQuerySchema, sponsorReviewParamsSchema, type SponsorListQuery, type SponsorReviewParams,
  customerNumberParamsSchema, type CustomerNumberParams, type IdParams, type ProposalHeaders, type SearchQuery, type StepsBody, type WorkListExportQuery, type WorkListQuery,
} from '../../adapters/api';


/** The caller's own live proposal as read with their session by `withOwnProposal` (null: none). */
const ownProposal = new WeakMap<FastifyRequest, ProposalRow | null>();

function scope(request: FastifyRequest<{ Headers: ProposalHeaders }>): RequestScope {
  const own = ownProposal.get(request);
  return { user: request.user!, locale: requestLocale(request), customerNumber: request.headers.customer_number, ...(own !== undefined ? { own } : {}) };
}

/** The `revision` header every proposal write carries. */
export function revisionOf(request: FastifyRequest<{ Headers: ProposalHeaders }>): number {
  const raw = request.headers.revision;
  const n = Number(raw);
  if (raw === undefined || raw === '' || !Number.isInteger(n) || n < 1) {
    throw domainError('revisionRequired');
  }
  return n;
}

export function proposalRoutes(service: ProposalService, workList: WorkList): FastifyPluginAsync {
  return async (app) => {
    const P = `${API}/proposals`;
    const applicantOnly = { onRequest: app.requireCan('workOnOwnApplication') };
    const ownerOrCsr = { onRequest: app.requireCan('workOnOwnApplication', 'workOnAnyApplication') };
    /**
     * requireCan('workOnOwnApplication', 'workOnAnyApplication') for the routes working on the caller's current proposal: the
     * session and the user's live proposal in one query (the save path is two round trips, not three).
     */
    const withOwnProposal: onRequestAsyncHookHandler = authHook(async (request) => {
      const id = readSessionId(request);
      const found = id ? await app.proposals.liveForSession(id) : undefined;
      app.adoptUser(request, found?.user ?? null);
      if (!found) throw domainError('notSignedIn');
      if (!can.workOnOwnApplication(found.user) && !can.workOnAnyApplication(found.user)) throw domainError('forbidden');
      ownProposal.set(request, found.proposal ?? null);
    });
    const onCurrent = { onRequest: withOwnProposal };
    /** The latest application of the customer in one of the sponsor's programs; any other is not found. */
    const sponsorsApplication = async (programs: readonly string[], customerNumber: string): Promise<ProposalRow> => {
      const found = await workList.sponsorApplication(programs, customerNumber);
      const row = found && (await app.proposals.byId(found.id));
      if (!row) throw domainError('proposalNotFound');
      return row;
    };
    const csrOnly = { onRequest: app.requireCan('workOnAnyApplication') };
    const tags = ['proposals'];

    app.post<{ Body: StepsBody; Headers: ProposalHeaders }>(P, {
      ...applicantOnly,
      schema: {
        tags,
        summary: 'Create the caller’s proposal with its first steps',
        headers: proposalHeadersSchema,
        body: stepsBodySchema,
        response: { 201: proposalReply[200], ...errorResponses(400, 401, 403, 409) },
      },
      handler: async (request, reply) => {
        const type = request.headers.quick_renew === 'true' ? 'QUICK_RENEWAL' : request.headers.renewal === 'true' ? 'RENEWAL' : 'NEW';
        const row = await service.create(scope(request), request.body, type);
        return reply.code(201).send(toProposal(row));
      },
    });

    app.get<{ Headers: ProposalHeaders }>(P, {
      ...onCurrent,
      schema: {
        tags,
        summary: 'The caller’s current proposal (CSR: the one of header customer_number)',
        description: 'An applicant with no application yet gets 204 No Content: an expected answer, which browsers do not log as a failed load (a 404 would be).',
        headers: proposalHeadersSchema,
        response: { ...proposalReply, 204: { type: 'null', description: 'no application yet' } },
      },
      handler: async (request, reply) => {
        const current = scope(request);
        const { user, customerNumber } = current;
        const ownAsked = can.workOnOwnApplication(user) && (!customerNumber || customerNumber === user.customer_number);
        if (ownAsked && current.own === null) return reply.code(204).send();
        return toProposal(await service.current(current));
      },
    });

    app.patch<{ Body: StepsBody; Headers: ProposalHeaders }>(P, {
      ...onCurrent,
      schema: {
        tags,
        summary: 'Save steps at header revision; stale revision → 409 with current_revision',
        description: 'Each step is validated against its layout page; invalid → 400 with messageList. Hidden fields’ values are dropped. generate_quote: true rates the proposal when the next step is a quote page.',
        headers: proposalHeadersSchema,
        body: stepsBodySchema,
        response: proposalReply,
      },
      handler: async (request) => {
        const row = await service.save(scope(request), revisionOf(request), request.body, request.headers.generate_quote === 'true');
        return toProposal(row);
      },
    });

    app.patch<{ Headers: ProposalHeaders }>(`${P}/start_over`, {
      ...onCurrent,
      schema: { tags, summary: 'Start a fresh application: steps and quotes cleared', headers: proposalHeadersSchema, response: proposalReply },
      handler: async (request) => toProposal(await service.startOver(scope(request), revisionOf(request))),
    });

    app.patch<{ Headers: ProposalHeaders }>(`${P}/requote`, {
      ...onCurrent,
      schema: {
        tags,
        summary: 'Drop an expired quote for a new one: the answers stay, the quotes and any approval go (IN_PROGRESS)',
        description: 'Only when the quote has expired (quote_expiry_days 0); otherwise 409 quoteNotExpired. The applicant only.',
        headers: proposalHeadersSchema,
        response: proposalReply,
      },
      handler: async (request) => toProposal(await service.requote(scope(request), revisionOf(request))),
    });

    app.post<{ Headers: ProposalHeaders }>(`${P}/terms`, {
      ...applicantOnly,
      schema: {
        tags,
        summary: 'The applicant accepts the terms and conditions of their CSR-approved application (docs/requirements.md §6.1)',
        description: 'Records terms_accepted_at at the header revision; the policy of a CSR_APPROVED application is created only after it. Only the applicant (403 otherwise), only in CSR_APPROVED (409 termsNotOpen); asking again answers the proposal unchanged.',
        headers: proposalHeadersSchema,
        response: proposalReply,
      },
      handler: async (request) => toProposal(await service.acceptTerms(scope(request), revisionOf(request))),
    });

    app.delete<{ Headers: ProposalHeaders }>(P, {
      ...onCurrent,
      schema: { tags, summary: 'Delete (cancel) the current proposal at header revision', headers: proposalHeadersSchema, response: proposalReply },
      handler: async (request) => toProposal(await service.remove(scope(request), revisionOf(request))),
    });

    app.post<{ Headers: ProposalHeaders }>(`${P}/csr_review`, {
      ...onCurrent,
      schema: {
        tags,
        summary: 'Check whether the proposal must be reviewed by a CSR (and refer it when so)',
        headers: proposalHeadersSchema,
        response: csrReviewReply,
      },
      handler: async (request) => service.csrReview(scope(request)),
    });

    app.get<{ Querystring: SearchQuery }>(`${P}/search`, {
      ...csrOnly,
      schema: { tags, summary: 'CSR: search proposals', querystring: searchQuerySchema, response: searchReply },
      handler: async (request) => {
        const filters = { ...request.query, ...(request.query.client ? { client: normalizeClient(request.query.client) } : {}) };
        const { total, items } = await app.proposals.search(filters);
        return {
          total,
          items: items.map((row) => ({ ...toProposal(row), first_name: row.first_name, last_name: row.last_name, email: row.email })),
        };
      },
    });

    app.get<{ Querystring: WorkListQuery }>(`${P}/work-list`, {
      onRequest: app.requireCan('viewWorkList'),
      schema: {
        tags,
        summary: 'CSR work list: one page of the filtered, sorted proposals and how many match',
        description: `Text filters are case-insensitive contains; dates yyyy-MM-dd, both ends included. Without sort: CSR review required first, then last modified newest first (program CANAGENT: referral date newest first). ${WORK_LIST_PAGE_SIZE} rows a page.`,
        querystring: workListQuerySchema,
        response: workListReply,
      },
      handler: async (request) => {
        const { total, rows } = await workList.page(request.query);
        return { total, page: request.query.page ?? 1, page_size: WORK_LIST_PAGE_SIZE, rows };
      },
    });

    app.get<{ Querystring: SponsorListQuery }>(`${P}/sponsor-list`, {
      onRequest: app.requireCan('decideAsSponsor', 'viewAnswerNet'),
      schema: {
        tags,
        summary: 'Sponsor (client RPG captive) lists: the review list or the read-only answer-net list of the caller’s own program',
        description: `The program is the caller’s sponsor role’s, never the request’s. view=review: the statuses a sponsor waits on or has seen decided; view=answer-net: every status. CSR review required first, then last modified newest first; ${WORK_LIST_PAGE_SIZE} rows a page.`,
        querystring: sponsorListQuerySchema,
        response: sponsorListReply,
      },
      handler: async (request) => {
        const page = request.query.page ?? 1;
        const statuses = (request.query.view ?? 'review') === 'review' ? SPONSOR_LIST_STATUSES : null;
        const { total, rows } = await workList.sponsorPage(sponsorPrograms(request.user!), statuses, page);
        return { total, page, page_size: WORK_LIST_PAGE_SIZE, rows };
      },
    });

    app.get<{ Params: SponsorReviewParams }>(`${P}/sponsor-review/:customerNumber`, {
      onRequest: app.requireCan('decideAsSponsor'),
      schema: {
        tags,
        summary: 'Sponsor: the applicant and status of a customer’s latest application in the sponsor’s own program (read only)',
        description: 'Another program’s application is not found (404), like a customer without one.',
        params: sponsorReviewParamsSchema,
        response: sponsorReviewReply,
      },
      handler: async (request) => {
        const found = await workList.sponsorApplication(sponsorPrograms(request.user!), request.params.customerNumber);
        if (!found) throw domainError('proposalNotFound');
        return found;
      },
    });

    app.get<{ Querystring: WorkListExportQuery }>(`${P}/work-list/export`, {
      onRequest: app.requireCan('viewWorkList'),
      schema: {
        tags,
        summary: 'CSR work list as an xlsx workbook: every page of the filtered, sorted list',
        description: 'The filters and order of GET work-list (no page). Headers and labels in `locale`; dates are dates, numbers numbers. Named after the table and the time: Applications-yyyy-MM-dd-HHmmss.xlsx.',
        querystring: workListExportQuerySchema,
        response: { ...errorResponses(400, 401, 403) },
      },
      handler: async (request, reply) => {
        const { locale: _locale, ...filters } = request.query;
        const locale = requestLocale(request);
        const out = new PassThrough();
        // written as it is read; a failure half way ends the download (its status is already sent)
        writeWorkListXlsx(workList, { ...filters, page: 1 }, locale, out).catch((error: unknown) => {
          request.log.error({ err: error }, 'work-list export failed');
          out.destroy(error as Error);
        });
        const name = exportFileName(locale, new Date());
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`)
          .send(out);
      },
    });

    app.get<{ Params: IdParams; Headers: ProposalHeaders }>(`${P}/id/:id`, {
      ...ownerOrCsr,
      schema: {
        tags,
        summary: 'A proposal by id, with who applies (its owner or a CSR: the CSR review page)',
        params: idParamsSchema,
        response: proposalWithApplicantReply,
      },
      handler: async (request) => {
        const row = await service.byId(scope(request), request.params.id);
        return { ...toProposal(row), applicant: await app.proposals.applicantOf(row.customer_number) };
      },
    });

    app.get<{ Params: IdParams; Headers: ProposalHeaders }>(`${P}/:id/review`, {
      ...csrOnly,
      schema: {
        tags,
        summary: 'CSR: the application’s answers by step, as a reviewer reads them, in the caller’s language (the CSR review page)',
        params: idParamsSchema,
        response: reviewSummaryReply,
      },
      handler: async (request) => {
        const row = await service.byId(scope(request), request.params.id);
        return { groups: await summaryOf(app.layouts, app.layoutPageAt, row, requestLocale(request)) };
      },
    });

    app.get<{ Params: CustomerNumberParams; Headers: ProposalHeaders }>(`${P}/summary/:customerNumber`, {
      onRequest: app.requireCan('readApplicationSummary'),
      schema: {
        tags,
        summary: 'A customer’s application and its answers by step, in the caller’s language (the csr-review pages)',
        description: 'A CSR reads any customer’s; the applicant their own (another customer → 403); a sponsor the latest application of the customer in the sponsor’s own program (another program’s → 404, as a customer without one).',
        params: customerNumberParamsSchema,
        response: applicationSummaryReply,
      },
      handler: async (request) => {
        const user = request.user!;
        const { customerNumber } = request.params;
        const ownOrAny = can.workOnAnyApplication(user) || (can.workOnOwnApplication(user) && user.customer_number === customerNumber);
        const row = ownOrAny || !can.decideAsSponsor(user)
          ? await service.current({ ...scope(request), customerNumber })
          : await sponsorsApplication(sponsorPrograms(user), customerNumber);
        const { id, status, customer_number, client, type } = row;
        return {
          proposal: { id, status, customer_number, client, type, applicant: await app.proposals.applicantOf(customer_number) },
          groups: await summaryOf(app.layouts, app.layoutPageAt, row, requestLocale(request)),
        };
      },
    });

    app.get<{ Params: { customerNumber: string }; Headers: ProposalHeaders }>(`${P}/:customerNumber`, {
      ...csrOnly,
      schema: {
        tags,
        summary: 'CSR: the current proposal of a customer',
        params: { type: 'object', required: ['customerNumber'], properties: { customerNumber: { type: 'string', minLength: 1, maxLength: 40 } } },
        response: proposalReply,
      },
      handler: async (request) => toProposal(await service.current({ ...scope(request), customerNumber: request.params.customerNumber })),
    });
  };
}
