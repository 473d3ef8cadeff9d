/**
 * The support e-mail of the support-contact modal (docs/requirements.md §11.2): brandsConfig's
 * subject and body templates with the customer number and the user's name filled in, as a mailto
 * address the person's own mail program opens.
 */
export interface SupportTemplate {
  email: string;
  subject: string;
  body: string;
}

export interface SupportValues {
  customerNumber: string;
  userName: string;
}

/** `{customerNumber}` and `{userName}` replaced; any other brace text left as the analyst wrote it. */
export function fillSupportTemplate(template: string, values: SupportValues): string {
  return template.replace(/\{(customerNumber|userName)\}/g, (_m, key: keyof SupportValues) => values[key]);
}

/** A mailto address: the subject on one line (a line break would start a new header), both encoded. */
export function supportMailto(template: SupportTemplate, values: SupportValues): string {
  const subject = fillSupportTemplate(template.subject, values).replace(/[\r\n]+/g, ' ');
  const body = fillSupportTemplate(template.body, values);
  return `mailto:${encodeURIComponent(template.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
