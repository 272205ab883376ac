/** The front door of the team: memberships, roles and invitations. */
export { registerInvitationRoutes, registerMembershipRoutes } from './routes.ts';
