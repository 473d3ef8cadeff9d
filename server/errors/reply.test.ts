import type { FastifyError, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { domainError } from './domain-error';
import { fieldsReply, toErrorReply } from './reply';
import { ERRORS, type ErrorKind } from './table';
import enServer from '../../schemas/content/en-CA/server.json';
import frServer from '../../schemas/content/fr-CA/server.json';

const request = (lang: string) => ({ query: {}, headers: { 'accept-language': lang } }) as unknown as FastifyRequest;
const fastifyError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode, code: 'FST_SOMETHING' }) as FastifyError;

describe('toErrorReply', () => {
  it('words a status without its own message in the caller’s language, with the HTTP text as error', () => {
    expect(toErrorReply(fastifyError(405, 'Method DELETE not allowed'), request('fr-CA'))).toEqual({
      status: 405, error: 'Method Not Allowed', message: 'Méthode non autorisée', code: 10001,
    });
    expect(toErrorReply(fastifyError(429, 'Rate limit exceeded'), request('en-CA'))).toMatchObject({ error: 'Too Many Requests', message: 'Too Many Requests' });
    expect(toErrorReply(fastifyError(418, 'teapot'), request('fr'))).toMatchObject({ error: 'Something went wrong', message: 'Un problème est survenu' });
  });

  it('keeps the detail of a 400 the caller can act on', () => {
    expect(toErrorReply(fastifyError(400, 'querystring/x must be integer'), request('en-CA')).message).toBe('The request is invalid: querystring/x must be integer');
  });

  it('a 400 naming a question label ends on its question mark, not "?."', () => {
    const question = { field: 'named_insured', label: 'Who is the named insured?', message: 'This field is required.' };
    const name = { field: 'first_name', label: 'First name', message: 'This field is required.' };
    expect(fieldsReply('en-CA', [question]).message).toBe('Please review this field: “Who is the named insured?”');
    expect(fieldsReply('fr-CA', [name, { ...question, label: 'Qui est l’assuré désigné?' }]).message).toBe('Veuillez vérifier ces champs : First name et «\u00a0Qui est l’assuré désigné?\u00a0»');
    expect(fieldsReply('en-CA', [name]).message).toBe('Please review this field: First name.');
    // a label that is a statement is quoted too, not run into the sentence
    const confirm = { field: 'qa_confirm_information', label: 'I confirm that the information I have provided is true and complete.', message: 'Confirm your information to continue.' };
    expect(fieldsReply('en-CA', [confirm]).message).toBe('Please review this field: “I confirm that the information I have provided is true and complete.”');
  });
});

describe('domain errors', () => {
  it('take their status, code and message from the error table, in the caller’s language, with their extra properties', () => {
    expect(toErrorReply(domainError('staleRevision', { extra: { current_revision: 7 } }), request('fr-CA'))).toEqual({
      status: 409, error: 'Conflict', code: 10022, current_revision: 7,
      message: 'Cette demande a été modifiée ailleurs. Rechargez-la pour voir les dernières réponses avant d’enregistrer.',
    });
    expect(toErrorReply(domainError('proposalLocked', { values: { status: 'QUOTE_ACCEPTED' } }), request('en-CA'))).toMatchObject({
      status: 409, code: 10025, message: expect.stringContaining('QUOTE_ACCEPTED'),
    });
  });

  it('name the invalid fields by label', () => {
    const name = { field: 'first_name', label: 'First name', message: 'This field is required.' };
    expect(toErrorReply(domainError('fieldsInvalid', { messageList: [name] }), request('en-CA'))).toEqual(fieldsReply('en-CA', [name]));
  });
});

describe('what the browser’s error catalogue looks up (docs/requirements.md §10.5)', () => {
  it('every error of the table replies with its status, a numeric code and words in both languages', () => {
    // a value for every placeholder of the server's messages
    const names = JSON.stringify([enServer, frServer]).match(/\{(\w+)/g) ?? [];
    const values = Object.fromEntries(names.map((n) => [n.slice(1), 1]));
    for (const kind of Object.keys(ERRORS) as ErrorKind[]) {
      for (const lang of ['en-CA', 'fr-CA']) {
        const reply = toErrorReply(domainError(kind, { values }), request(lang));
        expect([kind, reply.status, typeof reply.code, reply.message.length > 0]).toEqual([kind, ERRORS[kind].status, 'number', true]);
      }
    }
  });

  it('Fastify’s own errors and a broken server reply with a code too', () => {
    for (const error of [fastifyError(404, 'x'), fastifyError(500, 'boom'), new Error('bug')]) {
      expect(typeof toErrorReply(error, request('en-CA')).code).toBe('number');
    }
    expect(toErrorReply(new Error('bug'), request('en-CA'))).toMatchObject({ status: 500, code: 10500 });
  });
});
