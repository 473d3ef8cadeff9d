import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../adapters/types';
import { applicationPdfUrl, useApplicationPdf } from '../api/application-pdf';
import { useBase } from '../base/BaseContext';
import { AreaIntl } from '../i18n/AreaIntl';
import { PDF_MESSAGES } from './pdf-messages';
import './application-pdf.css';

interface Props {
  proposalId: string;
  /** staff read "the application as sent"; the applicant "your application" */
  staff?: boolean;
  /** the host page's section class, so the links sit like its other sections */
  className?: string;
}

/**
 * The application PDF's download links, one per language, the page's own first, or French for a
 * Quebec applicant whose brand offers it (docs/requirements.md §6.7, §9.5). Nothing is shown until a final quote has made the PDF: no link to nothing.
 */
export function ApplicationPdfLinks({ proposalId, staff = false, className = '' }: Props) {
  const { locale } = useBase();
  const pdf = useApplicationPdf(proposalId);
  if (!pdf.data) return null;
  return (
    <AreaIntl area={PDF_MESSAGES} locale={locale}>
      <Links proposalId={proposalId} fileName={pdf.data.file_name} offered={pdf.data.locales} staff={staff} className={className} locale={locale} />
    </AreaIntl>
  );
}

function Links({ proposalId, fileName, offered, staff, className, locale }: Required<Props> & { fileName: string; offered: readonly Locale[]; locale: Locale }) {
  const intl = useIntl();
  const m = (id: string) => intl.formatMessage({ id });
  // the applicant's in the server's order (French first in Quebec, §9.5); staff read the page's language first
  const first = staff ? locale : (offered[0] ?? locale);
  const languages = [first, ...LOCALES.filter((l) => l !== first)];
  return (
    <section className={`application-pdf ${className}`.trim()} aria-labelledby="application-pdf-title">
      <h2 id="application-pdf-title">{m(staff ? 'pdf.download.staffTitle' : 'pdf.download.title')}</h2>
      <p>{m('pdf.download.lead')}</p>
      <p className="application-pdf-links">
        {languages.map((l) => (
          <a key={l} className="button secondary" href={applicationPdfUrl(proposalId, l)} download={fileName} hrefLang={l} type="application/pdf">
            {m(`pdf.download.${l}`)}
          </a>
        ))}
      </p>
    </section>
  );
}
