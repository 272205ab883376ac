import {
  dataEnvelope,
  type ProjectCreateRequest,
  type ProjectListQuery,
  type ProjectUpdateRequest,
  pagedEnvelope,
  projectListQuerySchema,
  projectSchema,
} from '@daftari/contracts';
import type { z } from 'zod';
import { http, send } from './http.ts';

const projectEnvelope = dataEnvelope(projectSchema);
const projectPage = pagedEnvelope(projectSchema);

/** One answer of GET /projects: the page's projects and `meta`. */
export type ProjectPage = z.infer<typeof projectPage>;

/** GET /projects with `page` and `per_page` (the contract's defaults: 1 and 10). */
export async function listProjects(query: ProjectListQuery = {}): Promise<ProjectPage> {
  const { page, per_page } = projectListQuerySchema.parse(query);
  const searchParams = new URLSearchParams({ page: String(page), per_page: String(per_page) });
  const { body } = await send(
    projectPage,
    () => http.get('projects', { searchParams }),
    'Failed to load projects',
  );
  return body;
}

export async function getProject(id: number) {
  const { body } = await send(projectEnvelope, () => http.get(`projects/${id}`), 'Failed to load project');
  return body.data;
}

/** POST /projects: `{project:{...}, contact_id}`, sent exactly as given (the screen decides which fields). */
export async function createProject(request: ProjectCreateRequest) {
  const { body } = await send(
    projectEnvelope,
    () => http.post('projects', { json: request }),
    'Failed to create project',
  );
  return body.data;
}

/** PUT /projects/{id}: the fields to change (`null` clears an optional one). */
export async function updateProject(id: number, request: ProjectUpdateRequest) {
  const { body } = await send(
    projectEnvelope,
    () => http.put(`projects/${id}`, { json: request }),
    'Failed to update project',
  );
  return body.data;
}
