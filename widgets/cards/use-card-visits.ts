import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export interface CardVisits {
  selectedId: string | undefined;
  visited: ReadonlySet<string>;
  allVisited: boolean;
  /** open a card: it becomes selected and visited */
  open: (id: string) => void;
}

/**
 * Eligibility / important-information cards (docs/requirements.md §2.8): each card must be opened once before
 * Continue is enabled. `initiallyVisited` restores visits (e.g. a returning applicant); `onAllVisited`
 * fires once, when the last unvisited card is opened.
 */
export function useCardVisits(cardIds: readonly string[], options: { initiallyVisited?: readonly string[]; onAllVisited?: () => void } = {}): CardVisits {
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(options.initiallyVisited ?? []));
  const [selectedId, setSelectedId] = useState<string>();
  const allVisited = useMemo(() => cardIds.length > 0 && cardIds.every((id) => visited.has(id)), [cardIds, visited]);
  const onAllVisited = useRef(options.onAllVisited);
  onAllVisited.current = options.onAllVisited;

  const announced = useRef(allVisited);
  useEffect(() => {
    if (allVisited && !announced.current) onAllVisited.current?.();
    announced.current = allVisited;
  }, [allVisited]);

  const open = useCallback((id: string) => {
    setSelectedId(id);
    setVisited((prev) => (prev.has(id) ? prev : new Set([...prev, id])));
  }, []);

  return { selectedId, visited, allVisited, open };
}
