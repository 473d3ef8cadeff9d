import { describe, expect, it } from 'vitest';
import { t } from '../i18n/format';
import { GENERIC_STATUS_TEXT, HTTP_STATUS_TEXT, SPEC_STATUS_TEXT, httpStatusText, specStatusText, statusTextKey } from './status-text';

describe('status texts', () => {
  it('holds the docs/requirements.md §10.2 table word for word', () => {
    expect(SPEC_STATUS_TEXT).toEqual({
      400: 'Bad Request', 401: 'Unauthorized', 402: 'Payment Required', 403: 'Forbidden', 404: 'Not Found',
      407: 'Proxy Authentication Required', 408: 'Request Timeout', 414: 'URI too Long', 429: 'Too Many Requests',
      500: 'Internal Server Error', 503: 'Service Unavailable', 504: 'Gateway Timeout',
    });
  });

  it('words other statuses generically in the browser and with HTTP’s text on the server', () => {
    expect([specStatusText(409), specStatusText(0), specStatusText(408)]).toEqual([GENERIC_STATUS_TEXT, 'Something went wrong', 'Request Timeout']);
    expect([httpStatusText(409), httpStatusText(413), httpStatusText(418)]).toEqual(['Conflict', 'Payload Too Large', 'Something went wrong']);
  });

  it('gives each status the key of its bilingual message', () => {
    expect([statusTextKey(429), statusTextKey(409), statusTextKey(409, HTTP_STATUS_TEXT), statusTextKey(0)]).toEqual(['429', 'other', '409', 'other']);
  });

  it('has an English message equal to the table and a French one for every status, in app and server', () => {
    for (const [status, text] of Object.entries(SPEC_STATUS_TEXT)) {
      expect(t('en-CA', `app.http.status.${status}`)).toBe(text);
      expect(t('fr-CA', `app.http.status.${status}`)).not.toBe(text);
    }
    for (const [status, text] of Object.entries(HTTP_STATUS_TEXT)) {
      expect(t('en-CA', `server.http.status.${status}`)).toBe(text);
      expect(t('fr-CA', `server.http.status.${status}`)).not.toBe(text);
    }
    expect(t('fr-CA', 'app.http.status.429')).toBe('Trop de requêtes');
    expect(t('fr-CA', 'app.http.status.other')).toBe('Un problème est survenu');
  });
});
