export { fetchCurrentUser, login, logout, signup } from './auth.ts';
export { ApiError, errorMessage } from './errors.ts';
export { http, send, sendEmpty } from './http.ts';
export { currentUserQuery } from './queries.ts';
export { AUTH_CHANGED_EVENT, clearToken, getToken, setToken, TOKEN_KEY, tokenFromHeader } from './token.ts';
