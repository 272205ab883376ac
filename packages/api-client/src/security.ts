import {
  type PasswordChangeRequest,
  type PasswordReset,
  type PasswordResetRequest,
  passwordResetAnswerSchema,
  sessionListSchema,
} from '@daftari/contracts';
import { http, send, sendEmpty } from './http.ts';

/** PUT /users/current/password: every other session of the user ends. */
export const changePassword = (request: PasswordChangeRequest) =>
  sendEmpty(() => http.put('users/current/password', { json: request }), 'The password could not be changed');

/** POST /password_resets: answers the same message whether or not the e-mail is registered. */
export async function requestPasswordReset(request: PasswordResetRequest) {
  const { body } = await send(
    passwordResetAnswerSchema,
    () => http.post('password_resets', { json: request }),
    'The reset link could not be asked for',
  );
  return body.data.message;
}

/** POST /password_resets/{token}: sets the new password; every session of the user ends. */
export const resetPassword = (token: string, request: PasswordReset) =>
  sendEmpty(
    () => http.post(`password_resets/${encodeURIComponent(token)}`, { json: request }),
    'The password could not be reset',
  );

/** GET /sessions: the user's signed-in sessions, this one first, then the most recently seen. */
export async function listSessions() {
  const { body } = await send(sessionListSchema, () => http.get('sessions'), 'Failed to load your sessions');
  return body.data;
}

/** DELETE /sessions/{id}: signs that session out. */
export const revokeSession = (id: number) =>
  sendEmpty(() => http.delete(`sessions/${id}`), 'The session could not be signed out');

/** DELETE /sessions: signs out every session but this one. */
export const signOutEverywhere = () =>
  sendEmpty(() => http.delete('sessions'), 'The other sessions could not be signed out');
