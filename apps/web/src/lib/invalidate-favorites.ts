import { useQueryClient } from '@tanstack/react-query';
import { forgetSynced } from './offline';

/** Everything a favorite change can move: lists, dashboard numbers, studio, folders, hearts on ads. */
const AFFECTED = [['favorites'], ['dashboard'], ['studio'], ['folders'], ['ads', 'favorited']] as const;

export const useInvalidateFavorites = () => {
  const qc = useQueryClient();
  return () => {
    // The dashboard trusts its stored copy for 5 minutes; a change must not wait for that.
    forgetSynced(['dashboard']);
    return Promise.all(AFFECTED.map((queryKey) => qc.invalidateQueries({ queryKey })));
  };
};
