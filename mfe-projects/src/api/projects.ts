import {
  createProject,
  currentUserQuery,
  getProject,
  listProjects,
  updateProject,
} from '@daftari/api-client';
import type { ProjectCreateRequest, ProjectListQuery, ProjectUpdateRequest } from '@daftari/contracts';
import { DEFAULT_TIME_ZONE } from '@daftari/format';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from './keys.ts';

/** A page of projects; the previous page stays on screen while the next one loads. */
export function useProjects(params: ProjectListQuery) {
  return useQuery({
    queryKey: projectKeys.list(params),
    queryFn: () => listProjects(params),
    placeholderData: keepPreviousData,
  });
}

export function useProject(id: number) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: () => getProject(id),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ProjectCreateRequest) => createProject(request),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}

export function useUpdateProject(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ProjectUpdateRequest) => updateProject(id, request),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(id), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}

/** The account's currency (budgets and invoiced amounts are shown in it); undefined until the user loads. */
export function useAccountCurrency(): string | undefined {
  return useQuery(currentUserQuery).data?.account.currency;
}

/** The first 100 projects (the time screens' pickers and names), every type. */
export function useProjectChoices() {
  return useQuery({
    queryKey: projectKeys.list({ page: 1, per_page: 100 }),
    queryFn: () => listProjects({ page: 1, per_page: 100 }),
    select: (page) => page.data,
  });
}

/** The account's time zone: the days of entries and of the timesheet are its days. */
export function useAccountTimeZone(): string {
  return useQuery(currentUserQuery).data?.account.time_zone ?? DEFAULT_TIME_ZONE;
}
