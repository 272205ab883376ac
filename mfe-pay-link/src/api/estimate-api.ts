import {
  type AcceptEstimateRequest,
  type DeclineEstimateRequest,
  dataEnvelope,
  type PublicEstimate,
  publicEstimateSchema,
} from '@daftari/contracts';
import { callPublicApi } from './pay-api.ts';

const estimateAnswer = dataEnvelope(publicEstimateSchema);
const pathOf = (estimateId: string) => `public/estimates/${encodeURIComponent(estimateId)}`;

/** GET /api/public/estimates/{id}: the estimate the customer is asked to answer. */
export async function getPublicEstimate(estimateId: string): Promise<PublicEstimate> {
  return (await callPublicApi(estimateAnswer, pathOf(estimateId))).data;
}

/** POST /api/public/estimates/{id}/accept: accepted in the name typed; only a sent, unexpired estimate. */
export async function acceptEstimate(estimateId: string, name: string): Promise<PublicEstimate> {
  const request: AcceptEstimateRequest = { name };
  return (await callPublicApi(estimateAnswer, `${pathOf(estimateId)}/accept`, request)).data;
}

/** POST /api/public/estimates/{id}/decline: with the reason, if one was given; only a sent estimate. */
export async function declineEstimate(estimateId: string, reason: string): Promise<PublicEstimate> {
  const request: DeclineEstimateRequest = reason ? { reason } : {};
  return (await callPublicApi(estimateAnswer, `${pathOf(estimateId)}/decline`, request)).data;
}
