import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { factsOf, verifyCredential, type DidDocument, type Verdict } from '../verify';

/**
 * Checks a copy of a credential someone was handed (the downloaded JWT)
 * against the published key: an altered or forged one shows as invalid.
 */
export function CheckCredential({ doc, host }: { doc: DidDocument; host: string }) {
  const [token, setToken] = useState('');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [checking, setChecking] = useState(false);
  const check = async () => {
    setChecking(true);
    setVerdict(await verifyCredential(token, doc, host));
    setChecking(false);
  };
  return (
    <Stack gap="sm">
      <Textarea
        label="Credential (JWT)"
        description="Paste a downloaded credential to check its signature."
        autosize
        minRows={2}
        maxRows={6}
        value={token}
        onChange={(e) => {
          setToken(e.currentTarget.value);
          setVerdict(null);
        }}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
      />
      <Button
        variant="default"
        onClick={() => void check()}
        loading={checking}
        disabled={!token.trim()}
        style={{ alignSelf: 'flex-start' }}
      >
        Check credential
      </Button>
      {verdict?.kind === 'verified' ? (
        <Alert color="green" role="status">
          Valid: signed by {verdict.host}. It states {factsOf(verdict.claims).hours} hours as{' '}
          {factsOf(verdict.claims).title} for {factsOf(verdict.claims).company}.
        </Alert>
      ) : null}
      {verdict?.kind === 'invalid' ? (
        <Alert color="red" role="status">
          Invalid: {verdict.reason}
        </Alert>
      ) : null}
      {verdict?.kind === 'unsupported' ? (
        <Alert color="yellow" role="status">
          This browser cannot check Ed25519 signatures. Try a current browser.
        </Alert>
      ) : null}
    </Stack>
  );
}
