import { Alert, Box, Button, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '@/shared/errors';
import type { BillingSubscription } from '../../api/billingTypes';
import { activationOf, useConfirmPayment, waitForActivation } from '../../api/confirmPayment';

// One Stripe.js instance per publishable key for the page's life; a failed
// load is forgotten so that opening the form again retries.
const stripes = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let loading = stripes.get(publishableKey);
  if (!loading) {
    loading = loadStripe(publishableKey);
    loading.catch(() => stripes.delete(publishableKey));
    stripes.set(publishableKey, loading);
  }
  return loading;
}

const LOAD_FAILED =
  'The payment form could not be loaded. Check your connection, then reload the page to try again.';
const STILL_PENDING =
  'Your payment went through, but Stripe has not confirmed it yet. Wait a moment, then check again.';
const NOT_COMPLETED = 'Stripe did not complete the payment. Please try again, or use another card.';

export interface PaymentFormProps {
  publishableKey: string;
  /** The first invoice's client secret; "" (stripe-mock) mounts the element in deferred mode. */
  clientSecret: string;
  /** Amount and currency of the first payment, for the deferred mode. */
  amount: number;
  currency: string;
  /** What is being paid for, shown above the card field. */
  summary: ReactNode;
  /** The payment succeeded and the server shows the plan in force. */
  onPaid: (subscription: BillingSubscription) => void;
  /** Back to the plans; disabled while the payment is being confirmed. */
  onBack?: () => void;
}

/** Stripe's Payment Element with a Pay button, for the first payment of a subscription. */
export function PaymentForm({
  publishableKey,
  clientSecret,
  amount,
  currency,
  ...rest
}: PaymentFormProps) {
  const [loadFailed, setLoadFailed] = useState(false);
  const stripePromise = useMemo(
    () =>
      stripeFor(publishableKey).catch(() => {
        setLoadFailed(true);
        return null;
      }),
    [publishableKey],
  );
  const options = useMemo<StripeElementsOptions>(() => {
    const appearance = {
      theme: 'stripe' as const,
      variables: { colorPrimary: '#1864ab', borderRadius: '8px' },
    };
    // Against stripe-mock the invoice has no real client secret: the
    // element is mounted for the amount instead, which Stripe.js supports
    // as "deferred" mode.
    return clientSecret
      ? { clientSecret, appearance }
      : { mode: 'subscription', amount, currency, appearance };
  }, [clientSecret, amount, currency]);

  if (loadFailed) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
        {LOAD_FAILED}
      </Alert>
    );
  }
  return (
    <Elements stripe={stripePromise} options={options}>
      <CheckoutForm clientSecret={clientSecret} {...rest} />
    </Elements>
  );
}

type CheckoutFormProps = Omit<PaymentFormProps, 'publishableKey' | 'amount' | 'currency'>;

type Phase = 'idle' | 'processing' | 'waiting';

function CheckoutForm({ clientSecret, summary, onPaid, onBack }: CheckoutFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const confirm = useConfirmPayment();
  const [ready, setReady] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const finish = (data: BillingSubscription | null, state: ReturnType<typeof activationOf>) => {
    if (state === 'active' && data) {
      onPaid(data);
      return;
    }
    setPhase('idle');
    if (state === 'pending') setPending(true);
    else setError(NOT_COMPLETED);
  };

  // The server reads the subscription from Stripe; until the first invoice
  // is marked paid (Stripe's webhook may come a little later), ask every 2 s.
  const waitForStripe = async () => {
    setPhase('waiting');
    setProgress(0);
    abort.current = new AbortController();
    const result = await waitForActivation({
      signal: abort.current.signal,
      onProgress: (done, total) => setProgress(Math.round((done / total) * 100)),
    });
    if (!abort.current.signal.aborted) finish(result.data, result.state);
  };

  const syncWithServer = async () => {
    let data: BillingSubscription | null = null;
    try {
      data = await confirm.mutateAsync();
    } catch {
      // The payment went through: the webhook still tells the server.
    }
    const state = activationOf(data);
    if (state === 'pending') await waitForStripe();
    else finish(data, state);
  };

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || phase !== 'idle') return;
    setError(null);
    setPending(false);
    setPhase('processing');
    try {
      if (!clientSecret) {
        // Deferred mode: Stripe.js validates the fields before confirming.
        const submitted = await elements.submit();
        if (submitted.error) {
          setError(submitted.error.message ?? NOT_COMPLETED);
          setPhase('idle');
          return;
        }
      }
      const confirmParams = { return_url: window.location.href };
      const result = clientSecret
        ? await stripe.confirmPayment({
            elements,
            clientSecret,
            confirmParams,
            redirect: 'if_required',
          })
        : await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' });
      if (result.error) {
        setError(result.error.message ?? NOT_COMPLETED);
        setPhase('idle');
        return;
      }
    } catch (err) {
      setError(errorMessage(err));
      setPhase('idle');
      return;
    }
    await syncWithServer();
  };

  const busy = phase !== 'idle';

  return (
    <form onSubmit={pay} noValidate aria-label="Payment">
      <Stack gap="md">
        <div>{summary}</div>
        <Box pos="relative" mih={ready ? undefined : 120}>
          {!ready && (
            <Skeleton
              height={120}
              pos="absolute"
              inset={0}
              aria-hidden
              data-testid="payment-element-loading"
            />
          )}
          <PaymentElement
            options={{ layout: 'tabs' }}
            onReady={() => setReady(true)}
            onLoadError={(event) => setError(event.error.message ?? LOAD_FAILED)}
          />
        </Box>

        {error && (
          <Alert color="red" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
            {error}
          </Alert>
        )}
        {pending && (
          <Alert color="yellow" c="dark.8" role="status">
            {STILL_PENDING}
          </Alert>
        )}
        {phase === 'waiting' && (
          <Stack gap={6} role="status" aria-live="polite">
            <Text size="sm">
              Confirming your payment with Stripe. This can take up to 30 seconds.
            </Text>
            <Progress value={progress} aria-label="Payment confirmation progress" animated />
          </Stack>
        )}

        <Group justify="space-between" wrap="wrap-reverse" gap="sm">
          {onBack ? (
            <Button variant="default" onClick={onBack} disabled={busy}>
              Choose another plan
            </Button>
          ) : (
            <span />
          )}
          {pending ? (
            <Button onClick={() => void waitForStripe()} disabled={busy}>
              Check again
            </Button>
          ) : (
            <Button
              type="submit"
              disabled={!stripe || !elements || !ready || busy}
              aria-busy={busy}
              leftSection={busy ? undefined : <IconLock size={18} aria-hidden />}
            >
              {busy ? 'Processing...' : 'Pay'}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          Payments are processed by Stripe. Voluntech never sees your card number.
        </Text>
      </Stack>
    </form>
  );
}
