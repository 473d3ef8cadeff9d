import { describe, expect, it } from 'vitest';
import brands from '../../schemas/config/brandsConfig.json';
import {
  DEFAULT_DOCUMENT_SETTINGS, acceptAttribute, chooseBlocked, documentSettingsOf, emptyQueue, enqueue, pageOf, removeQueued, roomFor, setState, submitBlocked,
} from '.';

describe('documentSettingsOf', () => {
  it('reads the shipped brand configuration', () => {
    expect(documentSettingsOf(brands)).toEqual({ allowedTypes: ['pdf', 'jpg', 'png', 'docx', 'txt'], maxFileBytes: 5242880, maxFiles: 10 });
  });
  it('falls back to the defaults for missing or malformed values and drops unknown types', () => {
    expect(documentSettingsOf(undefined)).toEqual(DEFAULT_DOCUMENT_SETTINGS);
    expect(documentSettingsOf({ documents: { allowedTypes: ['exe', 'pdf', 'pdf'], maxFileBytes: -1, maxFiles: 2.5 } })).toEqual({ ...DEFAULT_DOCUMENT_SETTINGS, allowedTypes: ['pdf'] });
    expect(documentSettingsOf({ documents: { allowedTypes: ['exe'] } }).allowedTypes).toEqual(DEFAULT_DOCUMENT_SETTINGS.allowedTypes);
  });
  it('lists the extensions for the file picker, jpg also as jpeg', () => {
    expect(acceptAttribute(['pdf', 'jpg'])).toBe('.pdf,.jpg,.jpeg');
  });
});

describe('the upload queue', () => {
  const two = enqueue(emptyQueue<string>(), [{ fileName: 'a.pdf', file: 'A' }, { fileName: 'b.png', file: 'B' }]);
  it('queues files as waiting with their own ids; submit needs one waiting', () => {
    expect(two.files.map((f) => [f.id, f.fileName, f.state])).toEqual([[1, 'a.pdf', 'waiting'], [2, 'b.png', 'waiting']]);
    expect(submitBlocked(emptyQueue())).toBe(true);
    expect(submitBlocked(two)).toBe(false);
  });
  it('disables choosing and submitting while a file is sent', () => {
    const sending = setState(two, 1, 'sending');
    expect(chooseBlocked(sending, 0, 10)).toBe('sending');
    expect(submitBlocked(sending)).toBe(true);
    // the file being sent cannot be taken off the queue
    expect(removeQueued(sending, 1).files).toHaveLength(2);
    expect(removeQueued(sending, 2).files.map((f) => f.id)).toEqual([1]);
  });
  it('disables choosing at the maximum, counting stored and waiting files', () => {
    expect(chooseBlocked(two, 7, 10)).toBe(null);
    expect(roomFor(two, 7, 10)).toBe(1);
    expect(chooseBlocked(two, 8, 10)).toBe('max');
    expect(chooseBlocked(emptyQueue(), 10, 10)).toBe('max');
  });
  it('ends each file as success or error with its reason', () => {
    const done = setState(setState(two, 1, 'success'), 2, 'error', 'Not a PDF');
    expect(done.files.map((f) => [f.state, f.message])).toEqual([['success', undefined], ['error', 'Not a PDF']]);
    expect(submitBlocked(done)).toBe(true);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 12 }, (_, i) => i + 1);
  it('pages by the size asked, the page kept in range', () => {
    expect(pageOf(items, 1, 5)).toEqual({ items: [1, 2, 3, 4, 5], page: 1, pages: 3 });
    expect(pageOf(items, 3, 5)).toEqual({ items: [11, 12], page: 3, pages: 3 });
    expect(pageOf(items, 9, 5).page).toBe(3);
    expect(pageOf([], 1, 5)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
