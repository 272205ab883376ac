import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { estimate } from './api-mock.ts';

export const ACCEPTED_AT = '2030-01-05T09:30:00Z';
export const DECLINED_AT = '2030-01-06T15:00:00Z';
export const accepted = estimate({
  status: 'accepted',
  status_label: 'Accepted',
  accepted_at: ACCEPTED_AT,
  accepted_by: 'Jane Wanjiru',
});
export const declined = estimate({ status: 'declined', status_label: 'Declined', declined_at: DECLINED_AT });
export const expired = estimate({ status: 'sent', status_label: 'Expired', expiry_date: '2020-01-31' });

/** The estimate's heading, once it shows. */
export const heading = () => screen.findByRole('heading', { level: 1, name: 'Estimate #EST-0007' });
export const button = (name: string) => screen.queryByRole('button', { name });
export const nameField = () => screen.getByRole('textbox', { name: /Your name/ });

/** Neither the choice nor either form's submit is on the page. */
export function expectNoAnswerButtons() {
  for (const name of ['Accept', 'Decline', 'Accept estimate', 'Decline estimate']) {
    expect(button(name), name).toBeNull();
  }
}
