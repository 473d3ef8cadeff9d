/**
 * The application PDF's file name (docs/requirements.md §6.7): "Application" and the year the
 * coverage begins for agents, "Application" and the begin date (yyyy-MM-dd: a file name has no
 * slashes) for the aviation programs, otherwise Application.pdf; the same name in both languages.
 */
const AVIATION = new Set(['CANGLDWNG', 'CANSILVWING', 'CANWINGS']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function applicationFileName(client: string, beginDate: string | undefined): string {
  const date = beginDate && ISO_DATE.test(beginDate) ? beginDate : undefined;
  if (date && client === 'CANAGENT') return `Application${date.slice(0, 4)}.pdf`;
  if (date && AVIATION.has(client)) return `Application${date}.pdf`;
  return 'Application.pdf';
}
