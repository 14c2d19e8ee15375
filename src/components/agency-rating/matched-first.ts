/**
 * An agency's services with those the buyer looks for (the catalogue's service filter, the project's required
 * services) first, each group in its own order: a match must not hide under «ещё 1 услуга».
 */
export function matchedFirst<S extends { id: number }>(
  services: readonly S[],
  wanted: readonly number[],
): S[] {
  if (wanted.length === 0) return [...services];
  const isWanted = (service: S) => wanted.includes(service.id);
  return [...services.filter(isWanted), ...services.filter((service) => !isWanted(service))];
}
