import { act, fireEvent } from '@testing-library/react';

/** Ark/Zag deliver change callbacks asynchronously: click, then let queued work and re-renders settle. */
export async function click(element: Element): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
}

export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
