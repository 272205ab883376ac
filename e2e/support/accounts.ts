import { expect, type Page } from '@playwright/test';

export interface Owner {
  name: string;
  business: string;
  email: string;
  password: string;
}

/** The demo account the e2e server creates on its first start (its password set by DEMO_PASSWORD). */
export const DEMO_OWNER = { email: 'demo@daftari.local', password: 'demo account of the e2e run' };

let counter = 0;

export function newOwner(): Owner {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    name: 'Wanjiru Kamau',
    business: `Kamau Designs ${id}`,
    email: `wanjiru.${id}@example.co.ke`,
    password: 'correct horse battery',
  };
}

export async function signUp(page: Page, owner: Owner = newOwner()): Promise<Owner> {
  await page.goto('/signup');
  await page.getByLabel('Your name').fill(owner.name);
  await page.getByLabel('Business name').fill(owner.business);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  // Enter, not a click: a pointer left on the button would rest on a Home shortcut and preload its area.
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('heading', { name: /Karibu, Wanjiru/ })).toBeVisible();
  return owner;
}

export async function signIn(page: Page, owner: Owner) {
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
