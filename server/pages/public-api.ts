import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { API, fillPath, pathOf, type ApiEndpoint } from '../../contract/api-paths';
import { API_SCHEMAS, type ServedEndpoint } from '../../contract/schemas';
import type { PublicApi, PublicApiError, PublicApiRequest } from '../../contract/pages';
import { HttpError, notFound, validationError, zodIssuesToFieldErrors } from '../http/errors';
import type { PageRequest } from '../http/pagination';
import { catalogueFacetNames, publicProfile, searchCatalogue } from '../modules/contractor';
import { getFaq, listFaqs } from '../modules/faq';
import { averageScores, contractorReviewsPage, publicReviewsPage } from '../modules/review';

// The public API endpoints a server-rendered page may read, answered by the same services as their HTTP
// routes, with the same validation and the same answers — without an HTTP request to ourselves. Anything
// else (a user's data above all) is refused: the server never renders one user's page.

type Schemas<E extends ServedEndpoint> = (typeof API_SCHEMAS)[E];
type Part<E extends ServedEndpoint, K extends string> =
  Schemas<E> extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

type Input<E extends ServedEndpoint> = {
  params: Part<E, 'params'>;
  query: Part<E, 'querystring'>;
  /** What a DRF page's `next`/`previous` links are built from. */
  request: PageRequest;
};
type Handlers = { [E in ServedEndpoint]?: (input: Input<E>) => Promise<unknown> };
/** A handler once its input has been parsed by its endpoint's own schemas. */
type LooseHandler = (input: {
  params: unknown;
  query: unknown;
  request: PageRequest;
}) => Promise<unknown>;

/** `?a=1&b=x` as the app's HTTP client writes it (empty values left out). */
function queryString(query: PublicApiRequest['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

const refusal = (error: HttpError): PublicApiError => ({
  status: error.statusCode,
  data: error.body,
});

export function publicApiOf(app: FastifyInstance): PublicApi {
  const db = app.db.db;
  const handlers: Handlers = {
    [API.faq.faqs]: ({ query, request }) => listFaqs(db, request, query),
    [API.faq.faq]: ({ params }) => getFaq(db, params.id),
    // as a guest sees it: the server never renders one user's page
    [API.contractor.contractor]: ({ params }) => publicProfile(db, null, params.id),
    [API.contractor.contractors]: ({ query, request }) =>
      searchCatalogue(app.ranking, request, query),
    [API.contractor.facetNames]: async () => (await catalogueFacetNames(db)).names,
    // an agency's page shows its reviews and their averages
    [API.review.contractorReviewsOfContractor]: ({ params, query, request }) =>
      contractorReviewsPage(db, request, null, params.id, query),
    [API.review.contractorAverageScores]: ({ params }) => averageScores(db, null, params.id),
    [API.review.publicReviewsByContractor]: ({ params, query, request }) =>
      publicReviewsPage(db, request, null, params.id, query),
  };

  return async (endpoint: ApiEndpoint, { params = {}, query = {} }: PublicApiRequest) => {
    const handler = (handlers as Record<string, LooseHandler | undefined>)[endpoint];
    if (!handler) throw new Error(`${endpoint} is not a public endpoint a page may read`);
    const schemas = API_SCHEMAS[endpoint] as {
      params?: z.ZodType;
      querystring?: z.ZodType;
    };
    const url = `${fillPath(pathOf(endpoint), params)}${queryString(query)}`;
    try {
      const parsedParams = schemas.params?.safeParse(
        Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
      );
      if (parsedParams && !parsedParams.success) throw notFound();
      const stringQuery = Object.fromEntries(new URLSearchParams(queryString(query)));
      const parsedQuery = schemas.querystring?.safeParse(stringQuery);
      if (parsedQuery && !parsedQuery.success)
        throw validationError(zodIssuesToFieldErrors(parsedQuery.error.issues));
      return await handler({
        params: parsedParams?.data,
        query: parsedQuery?.data,
        request: { url, server: { config: { publicUrl: app.config.publicUrl } } },
      });
    } catch (error) {
      throw error instanceof HttpError ? refusal(error) : error;
    }
  };
}
