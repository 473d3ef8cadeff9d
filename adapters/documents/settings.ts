/**
 * The documents' settings from the brand configuration (brandsConfig `documents`,
 * docs/requirements.md §11.5): which kinds of file are accepted, the largest file and the most
 * documents an application holds. A missing or malformed value falls back to the default.
 */

/** The kinds of file the portal knows, each with the MIME type it is stored and served as. */
export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;

export interface DocumentSettings {
  /** the kinds accepted, in the order they are listed to the applicant */
  allowedTypes: DocumentType[];
  /** the largest file accepted, in bytes */
  maxFileBytes: number;
  /** the most documents one application holds */
  maxFiles: number;
}

export const DEFAULT_DOCUMENT_SETTINGS: DocumentSettings = {
  allowedTypes: ['pdf', 'jpg', 'png', 'docx', 'txt'],
  maxFileBytes: 5 * 1024 * 1024,
  maxFiles: 10,
};

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && Object.hasOwn(DOCUMENT_TYPES, value);
}

const positive = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback);

export function documentSettingsOf(config: { documents?: unknown } | undefined): DocumentSettings {
  const d = (config?.documents ?? {}) as Partial<Record<keyof DocumentSettings, unknown>>;
  const types = Array.isArray(d.allowedTypes) ? [...new Set(d.allowedTypes.filter(isDocumentType))] : [];
  return {
    allowedTypes: types.length > 0 ? types : DEFAULT_DOCUMENT_SETTINGS.allowedTypes,
    maxFileBytes: positive(d.maxFileBytes, DEFAULT_DOCUMENT_SETTINGS.maxFileBytes),
    maxFiles: positive(d.maxFiles, DEFAULT_DOCUMENT_SETTINGS.maxFiles),
  };
}

/** The file picker's `accept`: the extensions of the accepted kinds (jpg also as jpeg), a hint only: the server checks the content. */
export function acceptAttribute(types: readonly DocumentType[]): string {
  return types.flatMap((t) => (t === 'jpg' ? ['.jpg', '.jpeg'] : [`.${t}`])).join(',');
}

/** A size as people read it: "5 MB" / "5 Mo", "800 KB" / "800 Ko", at most one decimal. */
export function formatFileSize(bytes: number, locale: string): string {
  const fr = locale.startsWith('fr');
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), fr ? 'Mo' : 'MB'] : bytes >= 1024 ? [bytes / 1024, fr ? 'Ko' : 'KB'] : [bytes, fr ? 'octets' : 'bytes'];
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)}\u00a0${unit}`;
}

/** The kinds' names as the applicant reads them: "PDF", "JPG", … */
export const typeNames = (types: readonly DocumentType[]): string[] => types.map((t) => t.toUpperCase());
