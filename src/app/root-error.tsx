import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFound } from '../components/not-found/NotFound';
import { isSearchBot } from '../lib/search-bot';

/** Unhandled fatal errors show the 404-style page (spec §8), except to search-engine bots, which get nothing. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!missing) console.error(error);
  }, [error, missing]);

  if (isSearchBot(navigator.userAgent)) return null;
  return (
    <main className="clean-layout">
      <NotFound logMissing={missing} />
    </main>
  );
}
