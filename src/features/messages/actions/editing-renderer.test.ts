import { describe, expect, it, vi } from 'vitest';

// The renderer's chunk fails to load the first time (a deploy replaced it, the network dropped).
const chunk = vi.hoisted(() => ({ failures: 1 }));
vi.mock('../../../markdown', async (original) => {
  if (chunk.failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});

describe('the editor’s renderer', () => {
  it('is tried again after a failed load instead of staying failed until a reload', async () => {
    const { loadRenderer } = await import('./editing');
    await loadRenderer(); // after the first pause (1 s)
    expect(chunk.failures).toBe(-1); // loaded at the second try
  });
});
