/** Formatting shared by browser and server: money, percentages, dates, label lists. */
export { formatNumber, formatMoney, formatLimit, formatPremium, formatPercent, parseAmount, formatFieldNumber, isUngroupedFormat, FIELD_FORMATS, type FieldFormat } from './number';
export { parseIsoDate, isIsoDate, toIsoDate, formatDate, parseDisplayDate, todayIso } from './date';
export { joinLabels, finishSentence, labelled } from './join';
