import { describe, expect, it, vi } from 'vitest';
import { createScriptLoader } from '../hooks/cs-script';

describe('customer-service script loader', () => {
  it('does nothing until a merchant code is stored', async () => {
    let code: string | null = null;
    const fetchScripts = vi.fn().mockResolvedValue({ scripts: ['https://cs.test/w.js'] });
    const inject = vi.fn();
    const load = createScriptLoader({ merchantCode: () => code, fetchScripts, inject });
    await load();
    expect(fetchScripts).not.toHaveBeenCalled();
    code = 'demo';
    await load();
    expect(inject).toHaveBeenCalledWith('https://cs.test/w.js');
  });

  it('loads once however often pages ask', async () => {
    const fetchScripts = vi.fn().mockResolvedValue({ scripts: ['https://cs.test/w.js', 'https://cs.test/w.js'] });
    const inject = vi.fn();
    const load = createScriptLoader({ merchantCode: () => 'demo', fetchScripts, inject });
    await Promise.all([load(), load()]);
    await load();
    expect(fetchScripts).toHaveBeenCalledTimes(1);
    expect(inject).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed lookup', async () => {
    const fetchScripts = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ scripts: [] });
    const load = createScriptLoader({ merchantCode: () => 'demo', fetchScripts, inject: vi.fn() });
    await load();
    await load();
    expect(fetchScripts).toHaveBeenCalledTimes(2);
  });
});
