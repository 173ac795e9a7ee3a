import { describe, expect, it } from 'vitest';
import { createIdpAdapterClass } from './idpStore';

describe('identity provider store', () => {
  it('finds records by id, uid and user code until they expire, and revokes by grant', async () => {
    let t = 1_000_000;
    const Adapter = createIdpAdapterClass(() => t);
    const codes = new Adapter('AuthorizationCode');
    const sessions = new Adapter('Session');
    await codes.upsert('code1', { grantId: 'g1', accountId: 'usr-gcp-analyst' }, 60);
    await sessions.upsert('s1', { uid: 'u1', accountId: 'usr-gcp-analyst' }, 3600);
    expect(await codes.find('code1')).toMatchObject({ accountId: 'usr-gcp-analyst' });
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'usr-gcp-analyst' });
    expect(await sessions.find('code1')).toBeUndefined();

    await codes.consume('code1');
    expect((await codes.find('code1'))?.consumed).toBe(1000);
    await codes.revokeByGrantId('g1');
    expect(await codes.find('code1')).toBeUndefined();

    t += 3601 * 1000;
    expect(await sessions.findByUid('u1')).toBeUndefined();
  });
});
