import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import {
  addTask,
  cancelTask,
  changeTask,
  completeTask,
  deleteTaskTemplate,
  myTasks,
  saveTaskTemplate,
  tasksForCase,
  taskTemplates,
} from './tasks.service.ts';

/** A case's tasks and the task templates per case type (issue 32, decision 048). */
export async function tasksRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.addTask, async (request) =>
    ok(await addTask(serviceContext(request), request.body)),
  );
  endpointRoute(app, ENDPOINTS.tasksForCase, async (request) =>
    ok(await tasksForCase(serviceContext(request), request.query.caseId)),
  );
  endpointRoute(app, ENDPOINTS.completeTask, async (request) => {
    await completeTask(serviceContext(request), request.body);
    return ok(null);
  });
  endpointRoute(app, ENDPOINTS.cancelTask, async (request) => {
    await cancelTask(serviceContext(request), request.body);
    return ok(null);
  });
  endpointRoute(app, ENDPOINTS.updateTask, async (request) => {
    await changeTask(serviceContext(request), request.body);
    return ok(null);
  });
  endpointRoute(app, ENDPOINTS.myTasks, async (request) => ok(await myTasks(serviceContext(request))));
  endpointRoute(app, ENDPOINTS.taskTemplates, async (request) =>
    ok(await taskTemplates(serviceContext(request), request.query.caseTypeId)),
  );
  endpointRoute(app, ENDPOINTS.saveTaskTemplate, async (request) =>
    ok(await saveTaskTemplate(serviceContext(request), request.body)),
  );
  endpointRoute(app, ENDPOINTS.deleteTaskTemplate, async (request) => {
    await deleteTaskTemplate(serviceContext(request), request.body.id);
    return ok(null);
  });
}
