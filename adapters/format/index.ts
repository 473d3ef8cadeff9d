/** Formatting shared by browser and server: money, percentages, dates, label lists. */
export { formatNumber, formatMoney, formatLimit, formatPremium, formatPercent, parseAmount } from './number';
export { parseIsoDate, isIsoDate, toIsoDate, formatDate, parseDisplayDate, todayIso } from './date';
export { joinLabels } from './join';
