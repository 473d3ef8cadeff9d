/**
 * The layout studio's calls (adapters/api/studio.ts): the programs and their files, one file with its
 * versions, a draft, a check, a publish, a rollback, the audit, export and import.
 */
import type {
  StudioAuditReply,
  StudioCheckBody,
  StudioCheckReply,
  StudioExport,
  StudioFileReply,
  StudioImportBody,
  StudioProblem,
  StudioProgramsReply,
  StudioPublishBody,
  StudioPublishReply,
  StudioRollbackBody,
  StudioVersion,
  StudioVersionWithText,
} from '../../adapters/api/studio';
import { ApiError, apiRequest, type RequestContext } from './client';

const STUDIO_PATH = '/smb/cnc/api/v2/studio';

export function studioPrograms(ctx: RequestContext): Promise<StudioProgramsReply> {
  return apiRequest(`${STUDIO_PATH}/programs`, ctx);
}

export function studioFile(ctx: RequestContext, path: string): Promise<StudioFileReply> {
  return apiRequest(`${STUDIO_PATH}/file`, ctx, { query: { path } });
}

export function studioVersion(ctx: RequestContext, id: string): Promise<StudioVersionWithText> {
  return apiRequest(`${STUDIO_PATH}/version/${encodeURIComponent(id)}`, ctx);
}

/** Keeps the text as the file's draft, even text that does not parse yet. */
export function saveStudioDraft(ctx: RequestContext, path: string, text: string): Promise<StudioVersion> {
  return apiRequest(`${STUDIO_PATH}/draft`, ctx, { method: 'PUT', body: { path, text } });
}

/** The program's published files with these changes, checked as a publish would be (layouts:check's problems and fixture runs). */
export function checkStudioChanges(ctx: RequestContext, body: StudioCheckBody): Promise<StudioCheckReply> {
  return apiRequest(`${STUDIO_PATH}/check`, ctx, { method: 'POST', body });
}

/** 409: someone else published one of the files since `base`; 422: the check failed (problemsOf). */
export function publishStudioChanges(ctx: RequestContext, body: StudioPublishBody): Promise<StudioPublishReply> {
  return apiRequest(`${STUDIO_PATH}/publish`, ctx, { method: 'POST', body });
}

export function rollbackStudioFile(ctx: RequestContext, body: StudioRollbackBody): Promise<StudioPublishReply> {
  return apiRequest(`${STUDIO_PATH}/rollback`, ctx, { method: 'POST', body });
}

export function studioAudit(ctx: RequestContext, client: string): Promise<StudioAuditReply> {
  return apiRequest(`${STUDIO_PATH}/audit`, ctx, { query: { client } });
}

export function exportStudioProgram(ctx: RequestContext, client: string): Promise<StudioExport> {
  return apiRequest(`${STUDIO_PATH}/export`, ctx, { query: { client } });
}

export function importStudioProgram(ctx: RequestContext, body: StudioImportBody): Promise<StudioPublishReply> {
  return apiRequest(`${STUDIO_PATH}/import`, ctx, { method: 'POST', body });
}

const isProblem = (value: unknown): value is StudioProblem =>
  !!value && typeof value === 'object' && ['file', 'path', 'message'].every((k) => typeof (value as Record<string, unknown>)[k] === 'string');

/** The problems a 422 of a publish, rollback or import names (file, path, reason); none for another failure. */
export function problemsOf(error: unknown): StudioProblem[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const list = error.body?.problems;
  return Array.isArray(list) ? list.filter(isProblem) : [];
}
