import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFound } from '../components/not-found/NotFound';
import { PageLoader } from '../components/page-loader/PageLoader';
import { ChunkLoadFailed } from '../components/pwa/ChunkLoadFailed';
import { isChunkLoadError, recoverFromChunkError } from '../lib/pwa/chunk-error';
import { isSearchBot } from '../lib/search-bot';

/**
 * Unhandled fatal errors show the 404-style page, except to search-engine bots, which get nothing.
 * A route whose code failed to load reloads once when a new build replaced it (loader meanwhile); when it
 * cannot, it says so with a reload button — never the 404 page, since the page exists.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const chunkError = isChunkLoadError(error);
  const [gaveUpOn, setGaveUpOn] = useState<unknown>(null);
  const recovering = chunkError && gaveUpOn !== error;

  useEffect(() => {
    if (!chunkError) return;
    let active = true;
    void recoverFromChunkError(error).then((reloading) => {
      if (!reloading && active) setGaveUpOn(error);
    });
    return () => {
      active = false;
    };
  }, [error, chunkError]);

  useEffect(() => {
    if (!missing && !recovering) console.error(error);
  }, [error, missing, recovering]);

  if (recovering) return <PageLoader />;
  if (isSearchBot(navigator.userAgent)) return null;
  if (chunkError)
    return (
      <main className="clean-layout">
        <ChunkLoadFailed />
      </main>
    );
  return (
    <main className="clean-layout">
      <NotFound logMissing={missing} />
    </main>
  );
}
