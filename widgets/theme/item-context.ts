import { createContext, useContext } from 'react';

/**
 * The multi-field item a field sits in (its human title, e.g. "C-GABC, Cessna 172"), so that the
 * field's errors name the item as the page's error summary does.
 */
export const ItemContext = createContext<{ title: string } | undefined>(undefined);

export const useItem = () => useContext(ItemContext);
