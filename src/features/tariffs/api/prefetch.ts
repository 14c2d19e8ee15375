import { queryClient } from '../../../lib/react-query';
import { paymentDetailsQueryOptions } from './payment-details';
import { plansQueryOptions } from './plans';
import { subscriptionQueryOptions } from './subscription';

// The screens' requests started beside their code, where the screens would start them once rendered. A
// failure is left to the screen's own query, which says why.

/** /panel/tariffs: the plans and the agency's subscription. */
export const prefetchTariffs = async (): Promise<void> => {
  await Promise.all([
    queryClient.prefetchQuery(plansQueryOptions()),
    queryClient.prefetchQuery(subscriptionQueryOptions()),
  ]);
};

/** /panel/tariffs/{slug}: the same, and the requisites its form starts from. */
export const prefetchTariff = async (): Promise<void> => {
  await Promise.all([prefetchTariffs(), queryClient.prefetchQuery(paymentDetailsQueryOptions())]);
};
