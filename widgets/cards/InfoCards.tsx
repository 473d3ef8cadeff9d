import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useCardVisits } from './use-card-visits';
import './cards.css';

export interface InfoCard {
  id: string;
  title: string;
  /** the card's text (coverage, notice, program disclosure or BCFIA text): shown only while it is selected */
  content: ReactNode;
}

export interface InfoCardsProps {
  cards: readonly InfoCard[];
  /** called once, when the last card has been opened: the page enables Continue */
  onAllVisited?: () => void;
  initiallyVisited?: readonly string[];
}

/**
 * Eligibility and important-information cards (docs/requirements.md §2.8). Each card is a disclosure button;
 * opening it shows its text below and marks it read. Until every card is read an "important
 * details" notice stays; then it is replaced by a short confirmation.
 */
export function InfoCards({ cards, onAllVisited, initiallyVisited }: InfoCardsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const { selectedId, visited, allVisited, open } = useCardVisits(
    cards.map((c) => c.id),
    { initiallyVisited, onAllVisited },
  );
  const base = useId();
  const panelId = `${base}-panel`;
  const selected = cards.find((c) => c.id === selectedId);
  const read = cards.filter((c) => visited.has(c.id)).length;

  return (
    <div>
      <ul className="ic-list">
        {cards.map((card) => {
          const isVisited = visited.has(card.id);
          const statusId = `${base}-${card.id}-status`;
          return (
            <li key={card.id}>
              <button
                type="button"
                className="ic-card"
                aria-expanded={card.id === selectedId}
                aria-controls={panelId}
                aria-describedby={statusId}
                onClick={() => open(card.id)}
              >
                <span className="ic-title">{card.title}</span>
                <span id={statusId} className="ic-status" data-visited={isVisited}>
                  {isVisited ? t('widgets.cards.visited') : t('widgets.cards.notVisited')}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div id={panelId} role="region" aria-label={selected?.title} className="ic-panel" hidden={!selected}>
        {selected?.content}
      </div>
      <div role="status">
        {allVisited ? (
          <p>{t('widgets.cards.allVisited')}</p>
        ) : (
          <div className="ic-notice">
            <p>{t('widgets.cards.notice')}</p>
            <p>{t('widgets.cards.progress', { visited: read, total: cards.length })}</p>
          </div>
        )}
      </div>
    </div>
  );
}
