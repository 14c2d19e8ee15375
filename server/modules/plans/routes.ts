import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { endpoint, typed } from '../../http/route-kit';
import { caller, requireAgencyRight, type Principal } from '../auth';
import { confirmPayment, operatorCancel } from './confirm.service';
import { cancelInvoice, invoicePdf, issueInvoice } from './invoices.service';
import { requireOperator } from './operator';
import { paymentDetailsOf, savePaymentDetails } from './payment-details.service';
import { planPage } from './plans-list';
import { subscriptionState } from './subscription.service';

// Who may call what: the plans are public; any member of an agency reads its requisites, tariff and
// invoices (right `view`); only its leader saves requisites, orders and cancels (right `manageTariff`);
// the payment is confirmed by the operator's token alone. Another agency's invoice reads as absent (404).

/** The caller's agency; the agency-right guard has made sure there is one. */
const agencyOf = (principal: Principal) => principal.contractor!.contractorId;

export function plansRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const { plans } = API;
  const view = requireAgencyRight('view');
  const manageTariff = requireAgencyRight('manageTariff');

  r.route({ ...endpoint(app, plans.plans), handler: (request) => planPage(request, db) });
  r.route({
    ...endpoint(app, plans.paymentDetails),
    preHandler: view,
    handler: (request) => paymentDetailsOf(db, agencyOf(caller(request))),
  });
  r.route({
    ...endpoint(app, plans.paymentDetailsCreate),
    preHandler: manageTariff,
    // 201 on a replace too: the route creates the requisites in DRF's terms (`*-create/`), and the app
    // treats both the same.
    handler: async (request, reply) => {
      const principal = caller(request);
      const saved = await savePaymentDetails(
        db,
        agencyOf(principal),
        principal.id,
        request.body,
        app.clock(),
      );
      return reply.code(201).send(saved);
    },
  });
  r.route({
    ...endpoint(app, plans.subscription),
    preHandler: view,
    handler: (request) => subscriptionState(db, agencyOf(caller(request)), app.clock()),
  });
  r.route({
    ...endpoint(app, plans.invoiceCreate),
    preHandler: manageTariff,
    handler: async (request, reply) => {
      const principal = caller(request);
      const invoice = await issueInvoice(
        app,
        agencyOf(principal),
        principal.id,
        request.body,
        app.clock(),
      );
      return reply.code(201).send(invoice);
    },
  });
  r.route({
    ...endpoint(app, plans.invoiceCancel),
    preHandler: manageTariff,
    handler: (request) =>
      cancelInvoice(db, agencyOf(caller(request)), Number(request.params.number), app.clock()),
  });
  r.route({
    ...endpoint(app, plans.invoicePdf),
    preHandler: view,
    // A Buffer with no response schema goes out as it is (the JSON serializer is only for schemas).
    handler: async (request, reply) => {
      const { filename, pdf } = await invoicePdf(
        db,
        agencyOf(caller(request)),
        Number(request.params.number),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });
  r.route({
    ...endpoint(app, plans.invoiceConfirm),
    preHandler: requireOperator,
    // The operator's token is not a user's: the bearer authentication is skipped, the guard reads the header.
    config: { authentication: false },
    handler: (request) => confirmPayment(db, Number(request.params.number), app.clock()),
  });
  r.route({
    ...endpoint(app, plans.invoiceOperatorCancel),
    preHandler: requireOperator,
    config: { authentication: false },
    handler: (request) => operatorCancel(db, Number(request.params.number), app.clock()),
  });
}
