import { ESTIMATE_ACTIONS, type EstimateAction, estimateActions, estimateSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { estimateClient, line, publicEstimates } from '../../support/estimate-helpers.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';

// Every estimate state × every action: the API allows exactly what contracts' estimateActions says, the rule
// the screens offer their buttons by.

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => new Date('2026-03-10T09:00:00Z') });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Client = ReturnType<typeof estimateClient>;
type Answer = Awaited<ReturnType<Client['get']>>;

/** How each state is reached from a new draft of 100.00 (issued 2026-03-02, valid until 2026-03-31). */
const STATES: Record<string, (client: Client, id: string) => Promise<void>> = {
  draft: async () => {},
  sent: async (client, id) => void (await client.ok(client.send(id))),
  expired: async (client, id) => {
    await client.ok(client.update(id, { issue_date: '2026-02-01', expiry_date: '2026-02-28' }));
    await client.ok(client.send(id));
  },
  accepted: async (client, id) => {
    await client.ok(client.send(id));
    const answer = await publicEstimates(app).accept(id, { name: 'Achieng Otieno' });
    expect(answer.statusCode, answer.body).toBe(200);
  },
  declined: async (client, id) => {
    await client.ok(client.send(id));
    const answer = await publicEstimates(app).decline(id, { reason: 'Too dear' });
    expect(answer.statusCode, answer.body).toBe(200);
  },
  invoiced: async (client, id) => void (await client.ok(client.convert(id), 201)),
};

/** Each action tried once: 2xx taken; 422 (or 409, a second convert, as the contract says) refused. */
const ATTEMPTS: Record<EstimateAction, (client: Client, id: string) => Promise<Answer>> = {
  edit: (client, id) => client.update(id, { expiry_date: '2026-04-30' }),
  delete: (client, id) => client.remove(id),
  addItems: (client, id) => client.addItems(id, [line({ description: 'Extra', unit_price: 5 })]),
  send: (client, id) => client.send(id),
  convert: (client, id) => client.convert(id),
};
const REFUSALS: Record<EstimateAction, number[]> = {
  edit: [422],
  delete: [422],
  addItems: [422],
  send: [422],
  convert: [409, 422],
};

describe(`estimate actions on ${backend}: the API allows exactly what estimateActions says`, () => {
  for (const [state, reach] of Object.entries(STATES)) {
    it(`a ${state} estimate, for every action`, async () => {
      const { token } = await signUp(app);
      const client = estimateClient(app, token);
      const contactId = await client.contact();
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const action of ESTIMATE_ACTIONS) {
        const draft = await client.created({ contact_id: contactId });
        await client.ok(client.addItems(draft.id, [line({ unit_price: 100 })]));
        await reach(client, draft.id);
        const estimate = estimateSchema.parse((await client.get(draft.id)).json().data);
        const allowed = estimateActions(estimate)[action];
        const response = await ATTEMPTS[action](client, draft.id);
        if (response.statusCode >= 300 && !REFUSALS[action].includes(response.statusCode)) {
          throw new Error(`${state} ${action}: ${response.statusCode} ${response.body}`);
        }
        // Sending an estimate that is sent already answers it unchanged: sent means it left draft.
        const tookEffect =
          response.statusCode < 300 &&
          (action !== 'send' ||
            (response.json() as { data: { status: string } }).data.status !== estimate.status);
        outcomes.push(`${action}: ${tookEffect ? 'allowed' : 'refused'}`);
        expected.push(`${action}: ${allowed ? 'allowed' : 'refused'}`);
      }
      expect(outcomes).toEqual(expected);
      // Not trivially all-allowed: a draft is open to everything, every other state refuses something.
      expect(expected.some((entry) => entry.endsWith('refused'))).toBe(state !== 'draft');
    });
  }
});
