import { useEffect, useState } from 'react';

/** How long typing must pause before the server is asked. */
export const SEARCH_DELAY_MS = 300;

/**
 * What a search field holds (`typed`, its setter) and what to ask the server (`search`: the trimmed text once
 * typing pauses), so a request is not made for every key.
 */
export function useSearchText() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return { typed, setTyped, search };
}
