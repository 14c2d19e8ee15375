import { useMutation } from '@tanstack/react-query';
import { useRefreshProfile } from './get-personal-profile';

/**
 * A change to one part of the profile. Once the server has it, the whole profile is read again (the list
 * and the completeness numbers); the returned promise waits for that, so a closing form shows the new row.
 * Without `errorMessage` the caller shows the error (a form under its fields), else a toast says it.
 */
export function useProfileChange<Variables, Result>(
  change: (variables: Variables) => Promise<Result>,
  errorMessage?: string,
) {
  const refresh = useRefreshProfile();
  return useMutation({
    mutationFn: change,
    onSuccess: () => refresh(),
    meta: errorMessage ? { errorMessage } : { silentError: true },
  });
}
