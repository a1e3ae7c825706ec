import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import { calendarRoutes } from './calendar.routes.ts';
import { addHoliday, deleteHoliday, importHolidays, listHolidays } from './holidays.service.ts';
import {
  acceptKeyDateChange,
  addKeyDate,
  applyRuleVersion,
  changeKeyDateDue,
  completeKeyDate,
  dueKeyDates,
  keyDatePeople,
  keyDatesForCase,
  waiveKeyDate,
} from './key-dates.service.ts';
import { letterRoutes } from './letters.routes.ts';
import { listRules, previewKeyDate, verifyRule } from './rules.service.ts';

/** Key dates and deadlines (issue 32, decision 046). */
export async function keyDatesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(calendarRoutes);
  await app.register(letterRoutes);
  endpointRoute(app, ENDPOINTS.keyDateRules, async (request) => ok(await listRules(serviceContext(request))));
  endpointRoute(app, ENDPOINTS.previewKeyDate, async (request) =>
    ok(await previewKeyDate(serviceContext(request), request.body)),
  );
  endpointRoute(app, ENDPOINTS.verifyRule, async (request) => {
    await verifyRule(serviceContext(request), request.body.ruleKey);
    return ok(null);
  });
  endpointRoute(app, ENDPOINTS.holidays, async (request) => ok(await listHolidays(serviceContext(request))));
  endpointRoute(app, ENDPOINTS.addHoliday, async (request) =>
    ok(await addHoliday(serviceContext(request), request.body)),
  );
  endpointRoute(app, ENDPOINTS.deleteHoliday, async (request) =>
    ok(await deleteHoliday(serviceContext(request), request.body)),
  );
  endpointRoute(app, ENDPOINTS.importHolidays, async (request) =>
    ok(await importHolidays(serviceContext(request), request.body)),
  );
  endpointRoute(app, ENDPOINTS.addKeyDate, async (request) =>
    ok(await addKeyDate(serviceContext(request), request.body)),
  );
  endpointRoute(app, ENDPOINTS.keyDatesForCase, async (request) =>
    ok(await keyDatesForCase(serviceContext(request), request.query.caseId)),
  );
  endpointRoute(app, ENDPOINTS.keyDatePeople, async (request) =>
    ok(await keyDatePeople(serviceContext(request), request.query.caseId)),
  );
  endpointRoute(app, ENDPOINTS.completeKeyDate, async (request) => {
    await completeKeyDate(serviceContext(request), request.body);
    return ok(null);
  });
  endpointRoute(app, ENDPOINTS.waiveKeyDate, async (request) => {
    await waiveKeyDate(serviceContext(request), request.body);
    return ok(null);
  });
  endpointRoute(app, ENDPOINTS.changeKeyDateDue, async (request) => {
    await changeKeyDateDue(serviceContext(request), request.body);
    return ok(null);
  });
  endpointRoute(app, ENDPOINTS.acceptKeyDateChange, async (request) => {
    await acceptKeyDateChange(serviceContext(request), request.body);
    return ok(null);
  });
  endpointRoute(app, ENDPOINTS.applyRuleVersion, async (request) =>
    ok(await applyRuleVersion(serviceContext(request), request.body)),
  );
  endpointRoute(app, ENDPOINTS.dueKeyDates, async (request) =>
    ok(await dueKeyDates(serviceContext(request), request.query.scope)),
  );
}
