import { formatDateMedium } from '@daftari/format';
import { click, deferred, type } from '@daftari/test-utils';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EstimatePage from '../src/components/EstimatePage.tsx';
import { data, ESTIMATE_ID, estimate, mockPublicApi } from './api-mock.ts';
import {
  ACCEPTED_AT,
  accepted,
  DECLINED_AT,
  declined,
  expectNoAnswerButtons,
  expired,
  heading,
  nameField,
} from './estimate-helpers.ts';

describe('EstimatePage: accepting', () => {
  it('accepts in the name typed and then shows who accepted it and when, with nothing left to press', async () => {
    const held = deferred();
    const api = mockPublicApi({
      estimate: data(estimate()),
      accept: { body: data(accepted), delay: held.promise },
    });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    await heading();
    await click(screen.getByRole('button', { name: 'Accept' }));
    await type(nameField(), '  Jane Wanjiru ');
    await click(screen.getByRole('button', { name: 'Accept estimate' }));

    const busy = (await screen.findByRole('button', { name: /Accepting/ })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(api.of('POST', `/public/estimates/${ESTIMATE_ID}/accept`).map((call) => call.body)).toEqual([
      { name: 'Jane Wanjiru' },
    ]);

    held.resolve();
    expect(
      await screen.findByText(`Accepted by Jane Wanjiru on ${formatDateMedium(ACCEPTED_AT)}`),
    ).toBeTruthy();
    expect(screen.getAllByText('Accepted').length).toBeGreaterThan(0);
    expectNoAnswerButtons();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('requires a name: nothing is sent without one', async () => {
    const api = mockPublicApi({ estimate: data(estimate()), accept: data(accepted) });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    await heading();
    await click(screen.getByRole('button', { name: 'Accept' }));
    expect(nameField().getAttribute('aria-required') ?? nameField().getAttribute('required')).not.toBeNull();
    await type(nameField(), '   ');
    await click(screen.getByRole('button', { name: 'Accept estimate' }));

    expect(await screen.findByText('Enter your name to accept.')).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(api.of('POST', `/public/estimates/${ESTIMATE_ID}/accept`)).toEqual([]);
  });

  it('shows the estimate as it is now when accepting is refused with 422 (it expired meanwhile)', async () => {
    const answers = [data(estimate()), data(expired)];
    const api = mockPublicApi({
      estimate: () => answers.shift(),
      accept: { status: 422, body: { error: 'This estimate has expired' } },
    });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    await heading();
    await click(screen.getByRole('button', { name: 'Accept' }));
    await type(nameField(), 'Jane Wanjiru');
    await click(screen.getByRole('button', { name: 'Accept estimate' }));

    expect(
      await screen.findByText(
        `This estimate expired on ${formatDateMedium('2020-01-31')}. Ask Duka Supplies for a new one.`,
      ),
    ).toBeTruthy();
    expectNoAnswerButtons();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /public/estimates/${ESTIMATE_ID}`,
      `POST /public/estimates/${ESTIMATE_ID}/accept`,
      `GET /public/estimates/${ESTIMATE_ID}`,
    ]);
  });

  it("shows the server's reason when a 422 leaves the estimate open", async () => {
    mockPublicApi({
      estimate: data(estimate()),
      accept: { status: 422, body: { error: 'Name is too long' } },
    });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    await heading();
    await click(screen.getByRole('button', { name: 'Accept' }));
    await type(nameField(), 'Jane Wanjiru');
    await click(screen.getByRole('button', { name: 'Accept estimate' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("We couldn't record your answer. Name is too long");
    expect(screen.getByRole('button', { name: 'Accept estimate' })).toBeTruthy();
  });

  it('lets the customer try again when the network fails', async () => {
    const answers = ['network', data(accepted)];
    mockPublicApi({ estimate: data(estimate()), accept: () => answers.shift() });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    await heading();
    await click(screen.getByRole('button', { name: 'Accept' }));
    await type(nameField(), 'Jane Wanjiru');
    await click(screen.getByRole('button', { name: 'Accept estimate' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please check your connection and try again.',
    );
    expect(nameField()).toHaveProperty('value', 'Jane Wanjiru');
    await click(screen.getByRole('button', { name: 'Accept estimate' }));
    expect(await screen.findByText(/^Accepted by Jane Wanjiru on /)).toBeTruthy();
  });

  it('goes back to both choices on Cancel', async () => {
    mockPublicApi({ estimate: data(estimate()) });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    await heading();
    await click(screen.getByRole('button', { name: 'Accept' }));
    await click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('EstimatePage: declining', () => {
  it('declines with the reason given and then shows when it was declined', async () => {
    const api = mockPublicApi({ estimate: data(estimate()), decline: data(declined) });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    await heading();
    await click(screen.getByRole('button', { name: 'Decline' }));
    await type(screen.getByRole('textbox', { name: /Reason/ }), ' Over our budget ');
    await click(screen.getByRole('button', { name: 'Decline estimate' }));

    expect(await screen.findByText(`Declined on ${formatDateMedium(DECLINED_AT)}`)).toBeTruthy();
    expect(api.of('POST', `/public/estimates/${ESTIMATE_ID}/decline`).map((call) => call.body)).toEqual([
      { reason: 'Over our budget' },
    ]);
    expectNoAnswerButtons();
  });

  it('declines without a reason', async () => {
    const api = mockPublicApi({ estimate: data(estimate()), decline: data(declined) });
    render(<EstimatePage estimateId={ESTIMATE_ID} />);
    await heading();
    await click(screen.getByRole('button', { name: 'Decline' }));
    await click(screen.getByRole('button', { name: 'Decline estimate' }));

    expect(await screen.findByText(/^Declined on /)).toBeTruthy();
    expect(api.of('POST', `/public/estimates/${ESTIMATE_ID}/decline`).map((call) => call.body)).toEqual([{}]);
  });
});
