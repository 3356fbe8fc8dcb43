/**
 * Checks a certificate's credential in the browser, against the key the
 * instance publishes in its did:web document, so the "Verified" label does
 * not take the server's word for it. WebCrypto's Ed25519 (Chromium, Firefox,
 * Safari) verifies the JWT's EdDSA signature; no library is needed.
 */

export interface DidDocument {
  id: string;
  verificationMethod: { id: string; publicKeyJwk: JsonWebKey }[];
}

export interface CredentialClaims {
  id?: string;
  iss?: string;
  name?: string;
  validFrom?: string;
  credentialSubject?: {
    identifier?: { identityHash?: string }[];
    activityStartDate?: string;
    activityEndDate?: string;
    creditsEarned?: number;
    achievement?: {
      name?: string;
      creator?: { name?: string };
      tag?: string[];
    };
  };
  [key: string]: unknown;
}

export type Verdict =
  | { kind: 'verified'; claims: CredentialClaims; host: string }
  | { kind: 'invalid'; reason: string }
  | { kind: 'unsupported' };

function b64urlBytes(s: string): Uint8Array<ArrayBuffer> {
  const b64 = s
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(s.length / 4) * 4, '=');
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** The JWT's header and claims, without checking anything; null when it is no JWT. */
export function decodeJwt(
  token: string,
): { header: { alg?: string; kid?: string }; claims: CredentialClaims } | null {
  const [head, body, sig] = token.trim().split('.');
  if (head === undefined || body === undefined || sig === undefined) return null;
  try {
    const text = (s: string) => new TextDecoder().decode(b64urlBytes(s));
    return {
      header: JSON.parse(text(head)) as { alg?: string; kid?: string },
      claims: JSON.parse(text(body)) as CredentialClaims,
    };
  } catch {
    return null;
  }
}

/** The host a did:web identifier names ("did:web:example.org%3A8090" → "example.org:8090"). */
export function didHost(did: string): string | null {
  if (!did.startsWith('did:web:')) return null;
  const rest = did.slice('did:web:'.length);
  if (rest.includes(':')) return null;
  return decodeURIComponent(rest);
}

/**
 * Verifies token with the key of doc, the did:web document of `host` (the
 * page's own host): the issuer must be that DID, the key the one the
 * header names, and the EdDSA signature must hold.
 */
export async function verifyCredential(
  token: string,
  doc: DidDocument,
  host: string,
): Promise<Verdict> {
  const jwt = decodeJwt(token);
  if (!jwt) return { kind: 'invalid', reason: 'This is not a signed credential.' };
  if (jwt.header.alg !== 'EdDSA') {
    return { kind: 'invalid', reason: 'The credential is not signed with EdDSA.' };
  }
  if (didHost(doc.id) !== host || jwt.claims.iss !== doc.id) {
    return { kind: 'invalid', reason: `The credential was not issued by ${host}.` };
  }
  const method = doc.verificationMethod.find((m) => m.id === jwt.header.kid);
  if (!method) return { kind: 'invalid', reason: 'The signing key is not published.' };
  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey('jwk', method.publicKeyJwk, { name: 'Ed25519' }, false, [
      'verify',
    ]);
  } catch {
    return { kind: 'unsupported' };
  }
  const [h = '', p = '', s = ''] = token.trim().split('.');
  let ok = false;
  try {
    ok = await crypto.subtle.verify(
      { name: 'Ed25519' },
      key,
      b64urlBytes(s),
      new TextEncoder().encode(`${h}.${p}`),
    );
  } catch {
    ok = false;
  }
  if (!ok) return { kind: 'invalid', reason: 'The signature does not match the credential.' };
  return { kind: 'verified', claims: jwt.claims, host };
}

/** The facts a credential states, as the page shows them. */
export function factsOf(claims: CredentialClaims) {
  const s = claims.credentialSubject ?? {};
  return {
    name: s.identifier?.[0]?.identityHash ?? '',
    title: s.achievement?.name ?? '',
    company: s.achievement?.creator?.name ?? '',
    hours: typeof s.creditsEarned === 'number' ? s.creditsEarned : NaN,
    start: (s.activityStartDate ?? '').slice(0, 10),
    end: (s.activityEndDate ?? '').slice(0, 10),
    skills: Array.isArray(s.achievement?.tag) ? s.achievement.tag : [],
    issued: claims.validFrom ?? '',
    id: claims.id ?? '',
  };
}

export interface EvidenceItem {
  name: string;
  description: string;
  narrative: string;
  /** The deliverable's public link, http(s) only ("" without one). */
  url: string;
}

/** The deliverables a credential states (Open Badges 3.0 `evidence`); none on older certificates. */
export function evidenceOf(claims: CredentialClaims): EvidenceItem[] {
  const list = claims.evidence;
  if (!Array.isArray(list)) return [];
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return list.map((raw: unknown) => {
    const e = (raw ?? {}) as Record<string, unknown>;
    const url = text(e.id);
    return {
      name: text(e.name),
      description: text(e.description),
      narrative: text(e.narrative),
      url: /^https?:\/\//i.test(url) ? url : '',
    };
  });
}

/** The scope's goal both sides agreed, as the achievement's criteria state it ("" on older certificates). */
export function agreedGoalOf(claims: CredentialClaims): string {
  const criteria = (claims.credentialSubject?.achievement as { criteria?: { narrative?: unknown } })
    ?.criteria;
  const n = typeof criteria?.narrative === 'string' ? criteria.narrative : '';
  const at = n.indexOf('Agreed goal: ');
  return at < 0 ? '' : n.slice(at + 'Agreed goal: '.length);
}
