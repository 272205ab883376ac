export {
  type Account,
  type AccountUpdate,
  type AccountUpdateRequest,
  accountSchema,
  accountUpdateFieldsSchema,
  accountUpdateRequestSchema,
} from './account.ts';
export {
  type CurrentUser,
  currentUserSchema,
  type LoginCredentials,
  type LoginRequest,
  loginCredentialsSchema,
  loginRequestSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type Signup,
  type SignupRequest,
  signupRequestSchema,
} from './auth.ts';
export { dataEnvelope, type Health, healthSchema } from './envelope.ts';
export { type ErrorBody, errorBodySchema } from './errors.ts';
export {
  currencyCode,
  DEFAULT_CURRENCY,
  emailAddress,
  optionalEmailAddress,
  optionalText,
  requiredText,
} from './fields.ts';
export { type PublicInvoice, publicInvoiceSchema } from './public-invoice.ts';
