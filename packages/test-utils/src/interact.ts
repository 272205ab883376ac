import { act, fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';

// Ark UI (Zag) delivers change callbacks asynchronously: each helper acts, then lets queued work and
// re-renders settle inside act().

export async function click(element: Element): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** Sets the value of an input or textarea as typing would. */
export async function type(element: Element, value: string): Promise<void> {
  await act(async () => {
    fireEvent.input(element, { target: { value } });
    fireEvent.change(element, { target: { value } });
  });
}

/** Lets timers of `ms` (and everything queued before them) run. */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/**
 * Fakes setTimeout from now on, so a debounce or a delay runs when the test says (`advance`), not when a
 * loaded machine gets to it. The fake clock also follows real time, so the query client's zero-delay
 * notifications still reach the screen while the test waits with a findBy query or waitFor.
 */
export function fakeTimers(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
}

/** Moves fake timers on by `ms`, running what falls due and the work it queues. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Opens an Ark Select by its trigger and answers its listbox: the one that holds an option with this label. */
export async function openSelect(trigger: HTMLElement, option: string): Promise<HTMLElement> {
  await click(trigger);
  const listbox = screen
    .getAllByRole('listbox')
    .find((element) => within(element).queryByRole('option', { name: option }));
  if (!listbox) throw new Error(`No option ${option}`);
  return listbox;
}

/** The labels of a listbox's options, in order. */
export const optionLabels = (listbox: HTMLElement): (string | null)[] =>
  within(listbox)
    .getAllByRole('option')
    .map((element) => element.textContent);

/** Opens an Ark Select by its trigger and picks the option with this label. */
export async function choose(trigger: HTMLElement, option: string): Promise<void> {
  const listbox = await openSelect(trigger, option);
  await click(within(listbox).getByRole('option', { name: option }));
}

/** Opens a Menu by its trigger and runs the item: a real click starts with pointerdown, which Zag highlights. */
export async function pickMenuItem(trigger: HTMLElement, name: RegExp | string): Promise<HTMLElement> {
  await click(trigger);
  await settle();
  const item = within(screen.getByRole('menu')).getByRole('menuitem', { name });
  await act(async () => {
    fireEvent.pointerDown(item);
  });
  await click(item);
  await settle();
  return item;
}

/** Chooses a file on an <input type="file">. */
export async function chooseFile(input: HTMLElement, file: File): Promise<void> {
  await act(async () => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    fireEvent.change(input);
  });
}

/** A File of `size` bytes. */
export function fileOf(name: string, type: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}
