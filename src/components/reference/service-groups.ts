import type { Service } from '../../../contract/reference';

/**
 * The catalogue's services grouped by their category, in the catalogue's order, those in `leaveOut` (already
 * chosen) left out: what a service picker offers, in a native select (`ServiceSelect`) or antd's.
 */
export function servicesByCategory(
  services: readonly Service[],
  leaveOut: readonly number[] = [],
): Array<[category: string, services: Service[]]> {
  const groups = new Map<string, Service[]>();
  for (const service of services) {
    if (leaveOut.includes(service.id)) continue;
    groups.set(service.category.name, [...(groups.get(service.category.name) ?? []), service]);
  }
  return [...groups];
}
