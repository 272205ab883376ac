import { describe, expect, it } from 'vitest';
import {
  getInvoice,
  initializedAccount,
  nextPin,
  sentInvoice,
  useEtimsApp,
} from '../../support/etims-helpers.ts';
import { backend, signUp } from '../../support/helpers.ts';
import { invoiceClient } from '../../support/invoice-helpers.ts';

// One KRA PIN and branch belong to one business: a second business initialising it would take KRA's device
// key from the first (KRA answers 910 to the first one's sales from then on).

const shared = useEtimsApp();

async function owner() {
  const { token } = await signUp(shared.app);
  const client = invoiceClient(shared.app, token);
  const save = (etims: Record<string, unknown>) =>
    client.inject('PUT', '/account', {
      account: { etims: { enabled: true, device_serial: 'DVC-2', ...etims } },
    });
  const settings = async () => (await client.inject('GET', '/account')).json().data.etims;
  return { client, save, settings };
}

const taken = (pin: string, branch: string) =>
  `KRA PIN ${pin}, branch ${branch} is already connected to eTIMS by another business on Daftari: one PIN and branch sign from one business only`;

describe(`one KRA PIN and branch per business on ${backend}`, () => {
  it("refuses another business's PIN and branch with a 422, changing nothing; the first keeps signing", async () => {
    const first = await initializedAccount(shared.app);
    const second = await owner();
    const refused = await second.save({ kra_pin: first.pin.toLowerCase(), branch_id: '00' });
    expect([refused.statusCode, refused.json()]).toEqual([
      422,
      { error: taken(first.pin, '00'), details: { 'etims.kra_pin': [taken(first.pin, '00')] } },
    ]);
    expect(await second.settings()).toMatchObject({ enabled: false, kra_pin: null });
    // Nothing else of the refused PUT was written either.
    const renamed = await second.client.inject('PUT', '/account', {
      account: { name: 'Not renamed', etims: { kra_pin: first.pin } },
    });
    expect(renamed.statusCode).toBe(422);
    expect((await second.client.inject('GET', '/account')).json().data.name).not.toBe('Not renamed');
    expect((await second.client.inject('POST', '/etims/initialize')).statusCode).toBe(422);

    // The first business still signs its invoices.
    const invoice = await sentInvoice(first);
    await shared.run(new Date());
    expect((await getInvoice(first, invoice.id)).etims).toMatchObject({ status: 'signed' });

    // Another branch of the same PIN is another device: it may be this business's.
    const branch = await second.save({ kra_pin: first.pin, branch_id: '01' });
    expect(branch.statusCode).toBe(200);
    expect(await second.settings()).toMatchObject({ kra_pin: first.pin, branch_id: '01' });
    // Moving onto the taken branch is refused too, and the branch it had stays.
    expect((await second.save({ branch_id: '00' })).statusCode).toBe(422);
    expect(await second.settings()).toMatchObject({ kra_pin: first.pin, branch_id: '01' });
    // Saving its own PIN again is no claim on anyone's.
    expect(
      (await first.client.inject('PUT', '/account', { account: { etims: { kra_pin: first.pin } } }))
        .statusCode,
    ).toBe(200);
  });

  it('a PIN and branch let go of may be claimed by another business', async () => {
    const first = await owner();
    const second = await owner();
    const pin = nextPin();
    expect((await first.save({ kra_pin: pin })).statusCode).toBe(200);
    expect((await second.save({ kra_pin: pin })).statusCode).toBe(422);
    expect((await first.save({ kra_pin: null })).statusCode).toBe(200);
    expect((await second.save({ kra_pin: pin })).statusCode).toBe(200);
    expect(await second.settings()).toMatchObject({ kra_pin: pin, branch_id: '00' });
  });

  it('of four businesses claiming one PIN and branch at once, exactly one wins; the others get the 422', async () => {
    for (let round = 0; round < 3; round += 1) {
      const claimants = await Promise.all([owner(), owner(), owner(), owner()]);
      const pin = nextPin();
      const answers = await Promise.all(claimants.map((claimant) => claimant.save({ kra_pin: pin })));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 422, 422, 422]);
      for (const answer of answers.filter((a) => a.statusCode === 422)) {
        expect(answer.json().error).toBe(taken(pin, '00'));
      }
      const holders = (await Promise.all(claimants.map((c) => c.settings()))).filter(
        (s) => s.kra_pin === pin,
      );
      expect(holders).toHaveLength(1);
    }
  });
});
