import type { Locale } from '../../adapters/types';

/** One application PDF to hand to the insurer's document intake (docs/server.md "Application PDF delivery"). */
export interface PdfDeliveryItem {
  /** the PDF's own name (Application.pdf, Application2027.pdf, …) */
  fileName: string;
  bytes: Buffer;
  proposalId: string;
  customerNumber: string;
  client: string;
  locale: Locale;
  /** the day the PDF was made, yyyy-MM-dd: the same on every retry */
  madeOn: string;
}

/**
 * Where delivered PDFs go. The embedded one writes a folder (folder.ts); an SFTP provider
 * implements the same interface. `deliver` resolves once the file is safely handed over and
 * throws otherwise (the worker records the error and retries); delivering the same item twice
 * must be harmless (a worker that dies after delivering and before recording it delivers again).
 */
export interface PdfDelivery {
  readonly kind: string;
  deliver(item: PdfDeliveryItem): Promise<void>;
}
