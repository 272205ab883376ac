import type { BrowserContext, CDPSession, Page } from '@playwright/test';

// DevTools' "Slow 4G" and a mid-range phone's CPU: 150 ms round trip, 1.6 Mbps down, 750 kbps up, 4× slower.
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const CPU_SLOWDOWN = 4;

export const PHONE_LABEL = `Slow 4G, CPU ${CPU_SLOWDOWN}×`;

/**
 * A DevTools session on `page` with the HTTP cache disabled, so every load is cold; with `phone`, its network
 * and CPU slowed to a mid-range phone's on mobile data.
 */
export async function coldSession(context: BrowserContext, page: Page, phone: boolean): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (phone) {
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  return cdp;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
