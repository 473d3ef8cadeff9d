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
 * The application PDF's download links, one per language, the page's own first (docs/requirements.md
 * §6.7). Nothing is shown until a final quote has made the PDF: no link to nothing.
 */
export function ApplicationPdfLinks({ proposalId, staff = false, className = '' }: Props) {
  const { locale } = useBase();
  const pdf = useApplicationPdf(proposalId);
  if (!pdf.data) return null;
  return (
    <AreaIntl area={PDF_MESSAGES} locale={locale}>
      <Links proposalId={proposalId} fileName={pdf.data.file_name} staff={staff} className={className} locale={locale} />
    </AreaIntl>
  );
}

function Links({ proposalId, fileName, staff, className, locale }: Required<Props> & { fileName: string; locale: Locale }) {
  const intl = useIntl();
  const m = (id: string) => intl.formatMessage({ id });
  const languages = [locale, ...LOCALES.filter((l) => l !== locale)];
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
