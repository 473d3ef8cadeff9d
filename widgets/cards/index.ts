export { InfoCards, type InfoCard, type InfoCardsProps } from './InfoCards';
export { useCardVisits, type CardVisits } from './use-card-visits';
