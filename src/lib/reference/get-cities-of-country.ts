import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../contract/api-paths';
import { callApi } from '../api-client';

/** GET /location/api/v1/cities/by-country/{id}/ → every city of one country, no pages. */
export const getCitiesOfCountry = (country: number, signal?: AbortSignal) =>
  callApi(API.location.citiesOfCountry, { params: { id: country }, signal });

export const citiesOfCountryQueryOptions = (country: number) =>
  queryOptions({
    queryKey: ['cities', 'country', country],
    queryFn: ({ signal }) => getCitiesOfCountry(country, signal),
    staleTime: 60 * 60 * 1000,
    meta: { errorMessage: 'Не удалось загрузить города страны' },
  });

/** The cities of `country`; idle while no country is chosen. */
export const useCitiesOfCountry = (country: number | null | undefined) =>
  useQuery({ ...citiesOfCountryQueryOptions(country ?? 0), enabled: Boolean(country) });
