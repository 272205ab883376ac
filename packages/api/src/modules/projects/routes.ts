import {
  projectCreateRequestSchema,
  projectListQuerySchema,
  projectUpdateRequestSchema,
} from '@daftari/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { int4Param } from '../../http/ids.ts';
import { listOrCsv } from '../../http/list-csv.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { projectsCsv } from './list-csv.ts';
import { createProject, getProject, listProjects, projectNotFound, updateProject } from './service.ts';

/** Project ids are positive int4 values; anything else (`abc`, `1.5`, `99999999999`) is simply not found. */
const projectIdOf = (request: FastifyRequest) => int4Param(request, projectNotFound);

/**
 * GET, POST /projects and GET, PUT /projects/{id} (authenticated group). Every query is scoped by the
 * signed-in account: another account's project, an unknown id and a malformed one all answer 404
 * `Project not found`.
 */
export function registerProjectRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/projects', async (request, reply) => {
    const { accountId } = authOf(request);
    const query = parseQuery(projectListQuerySchema, request);
    return listOrCsv(reply, query, (filters) => listProjects(db, accountId, filters), projectsCsv);
  });

  app.post('/projects', async (request, reply) => {
    const body = parseBody(projectCreateRequestSchema, request);
    const created = await createProject(db, authOf(request).accountId, body);
    return reply.code(201).send({ data: created });
  });

  app.get('/projects/:id', async (request) => ({
    data: await getProject(db, authOf(request).accountId, projectIdOf(request)),
  }));

  app.put('/projects/:id', async (request) => {
    const id = projectIdOf(request);
    const body = parseBody(projectUpdateRequestSchema, request);
    return { data: await updateProject(db, authOf(request).accountId, id, body) };
  });
}
