import type { FastifyRequest } from 'fastify';

/**
 * What a route tells the audit trail when the route itself cannot say it: a public route names the business
 * its change concerns (no bearer token tells it), a sign-in names who signed in. The audit trail's hook
 * (modules/audit) is the one writer of events; routes only leave this note on their request.
 */
export interface AuditNote {
  accountId: number;
  userId: number | null;
  /** Who acted when no user did: `paystack`, `mpesa`, `pay page` (the customer). */
  actor?: string;
  action?: string;
  entityType?: string;
  entityId?: string | null;
  summary?: string;
  /** Written whatever the answer's status: a refused sign-in is worth recording precisely because it failed. */
  evenIfRefused?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auditNote: AuditNote | null;
  }
}

/** Leaves the note the audit trail's hook writes its event from (the last note of a request wins). */
export function noteAudit(request: FastifyRequest, note: AuditNote): void {
  request.auditNote = note;
}
