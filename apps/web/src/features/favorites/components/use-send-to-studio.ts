import { creativeTitle, type Favorite } from '@sniperads/contract';
import { useCallback, useState } from 'react';
import { useAddToStudio } from '../api/favorite-mutations';
import type { StudioPopupState } from './studio-popup';

/** Sends a favorite to the Studio, with the popup that follows it: processing, then done or failed. */
export const useSendToStudio = () => {
  const [popup, setPopup] = useState<StudioPopupState>(null);
  const closePopup = useCallback(() => setPopup(null), []);
  // The popup tells how the sending went, failure included.
  const addToStudio = useAddToStudio('inline');
  const send = (fav: Favorite) => {
    const title = creativeTitle(fav);
    setPopup({ status: 'processing', title });
    addToStudio.mutate(fav.id, {
      onSuccess: () => setPopup({ status: 'success', title }),
      onError: () => setPopup({ status: 'error', title }),
    });
  };
  return { popup, closePopup, send };
};
