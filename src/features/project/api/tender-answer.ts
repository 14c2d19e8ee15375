/**
 * The tender's and reviews' answers as the contract types them. Until their routes join
 * contract/api-schemas.ts, `callApi` types them `unknown`; the server writes them from the same schemas.
 */
export const answerOf = <T>(request: Promise<unknown>) => request as Promise<T>;
