import { describe, expect, it } from 'vitest';
import {
  agreedGoalOf,
  decodeJwt,
  didHost,
  evidenceOf,
  factsOf,
  verifyCredential,
  type CredentialClaims,
  type DidDocument,
} from './verify';

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const enc = (o: unknown) => b64url(new TextEncoder().encode(JSON.stringify(o)));

async function issue(claims: object) {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const did = 'did:web:example.org%3A8090';
  const head = enc({ alg: 'EdDSA', typ: 'vc+jwt', kid: `${did}#key-1` });
  const body = enc({ iss: did, ...claims });
  const sig = new Uint8Array(
    await crypto.subtle.sign(
      { name: 'Ed25519' },
      pair.privateKey,
      new TextEncoder().encode(`${head}.${body}`),
    ),
  );
  const doc: DidDocument = {
    id: did,
    verificationMethod: [{ id: `${did}#key-1`, publicKeyJwk: jwk }],
  };
  return { token: `${head}.${body}.${b64url(sig)}`, doc };
}

const claims = {
  id: 'http://example.org:8090/certificates/abc',
  credentialSubject: {
    identifier: [{ identityHash: 'Vera Lopez' }],
    creditsEarned: 7.5,
    achievement: { name: 'Frontend helper', creator: { name: 'Acme Ltd' }, tag: ['React'] },
  },
};

describe('verifyCredential', () => {
  it('verifies a credential signed with the published key', async () => {
    const { token, doc } = await issue(claims);
    const v = await verifyCredential(token, doc, 'example.org:8090');
    expect(v.kind).toBe('verified');
    if (v.kind === 'verified') expect(factsOf(v.claims).hours).toBe(7.5);
  });

  it('refuses a credential whose hours were changed', async () => {
    const { token, doc } = await issue(claims);
    const [h, p, s] = token.split('.');
    const decoded = decodeJwt(token);
    const altered = {
      ...decoded?.claims,
      credentialSubject: { ...claims.credentialSubject, creditsEarned: 75 },
    };
    const v = await verifyCredential(`${h}.${enc(altered)}.${s}`, doc, 'example.org:8090');
    expect(v.kind).toBe('invalid');
    expect(p).not.toBe(enc(altered));
  });

  it('refuses a credential of another host and garbage', async () => {
    const { token, doc } = await issue(claims);
    expect((await verifyCredential(token, doc, 'evil.example')).kind).toBe('invalid');
    expect((await verifyCredential('not-a-jwt', doc, 'example.org:8090')).kind).toBe('invalid');
  });

  it('reads did:web hosts', () => {
    expect(didHost('did:web:example.org%3A8090')).toBe('example.org:8090');
    expect(didHost('did:key:z6M')).toBeNull();
  });
});

describe('evidenceOf and agreedGoalOf', () => {
  it('reads the deliverables and keeps only http(s) links', () => {
    const claims = {
      evidence: [
        {
          type: ['Evidence'],
          id: 'https://example.org/w',
          name: 'Wireframes',
          description: 'Four steps.',
          narrative: 'Reviewed.',
        },
        { type: ['Evidence'], id: 'javascript:alert(1)', name: 'Bad', description: '' },
      ],
      credentialSubject: {
        achievement: {
          criteria: {
            narrative: 'Hours approved by Acme; credits are hours. Agreed goal: Ship it.',
          },
        },
      },
    } as unknown as CredentialClaims;
    expect(evidenceOf(claims)).toEqual([
      {
        name: 'Wireframes',
        description: 'Four steps.',
        narrative: 'Reviewed.',
        url: 'https://example.org/w',
      },
      { name: 'Bad', description: '', narrative: '', url: '' },
    ]);
    expect(agreedGoalOf(claims)).toBe('Ship it.');
  });
  it('finds nothing on a certificate issued before deliverables', () => {
    expect(evidenceOf({})).toEqual([]);
    expect(agreedGoalOf({ credentialSubject: { achievement: { name: 'x' } } })).toBe('');
  });
});
