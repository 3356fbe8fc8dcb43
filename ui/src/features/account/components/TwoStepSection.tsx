import {
  Alert,
  Button,
  Code,
  Group,
  Image,
  List,
  Loader,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage, fieldErrors } from '@/shared/errors';
import { FormAlert } from '@/shared/components/FormAlert';
import {
  useConfirmTotp,
  useDisableTwoStep,
  useEnableEmailCodes,
  useSendOwnCode,
  useStartTotpSetup,
  useTwoStep,
  type TotpSetup,
  type TwoStepStatus,
} from '../api/twoStep';
import { SettingsSection } from './SettingsSection';

export const TWO_STEP_TITLE = 'Two-step sign-in';

/** Field errors on the form's fields, anything else as one message. */
function showErrors(
  err: unknown,
  setFieldError: (field: string, message: string) => void,
  fields: string[],
): string | null {
  const errs = fieldErrors(err);
  const own = fields.filter((f) => errs[f]);
  own.forEach((f) => setFieldError(f, errs[f] ?? ''));
  return own.length > 0 ? null : errorMessage(err);
}

function describe(status: TwoStepStatus): string {
  if (status.method === 'totp')
    return `On: a code from your authenticator app confirms each sign-in. Recovery codes left: ${status.recovery_codes_left}.`;
  if (status.method === 'email')
    return 'On: a code sent to your email address confirms each sign-in.';
  return 'Off: your password alone signs you in.';
}

/** Account Settings → "Two-step sign-in": turn it on (an authenticator app or emailed codes) and off. */
export function TwoStepSection() {
  const query = useTwoStep();
  const enableEmail = useEnableEmailCodes();
  const startSetup = useStartTotpSetup();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const status = query.data;

  return (
    <SettingsSection
      title={TWO_STEP_TITLE}
      description="After your password, confirm each new sign-in with a code from an authenticator app or a code sent by email."
    >
      {query.isPending ? <Loader size="sm" aria-label="Loading two-step sign-in" /> : null}
      {query.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      ) : null}
      {status ? (
        <Stack gap="md">
          <Text>{describe(status)}</Text>
          {status.required ? (
            <Text size="sm" c="gray.7">
              Superadmin accounts must use two-step sign-in.
            </Text>
          ) : null}
          {recoveryCodes ? (
            <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
          ) : setup ? (
            <TotpEnrolment
              setup={setup}
              onCancel={() => setSetup(null)}
              onConfirmed={(codes) => {
                setSetup(null);
                setRecoveryCodes(codes);
              }}
            />
          ) : (
            <>
              {enableEmail.error || startSetup.error ? (
                <Alert color="red" role="alert">
                  {errorMessage(enableEmail.error ?? startSetup.error)}
                </Alert>
              ) : null}
              <Group>
                {status.method !== 'totp' ? (
                  <Button
                    loading={startSetup.isPending}
                    onClick={() => startSetup.mutate(undefined, { onSuccess: setSetup })}
                  >
                    Use an authenticator app
                  </Button>
                ) : null}
                {!status.enabled ? (
                  <Button
                    variant="default"
                    loading={enableEmail.isPending}
                    onClick={() =>
                      enableEmail.mutate(undefined, {
                        onSuccess: () =>
                          notifications.show({
                            color: 'green',
                            title: TWO_STEP_TITLE,
                            message:
                              'Two-step sign-in is on: we will email you a code at each sign-in.',
                          }),
                      })
                    }
                  >
                    Use codes sent by email
                  </Button>
                ) : null}
              </Group>
              {status.enabled && !(status.required && status.method === 'email') ? (
                <DisableForm status={status} />
              ) : null}
            </>
          )}
        </Stack>
      ) : null}
    </SettingsSection>
  );
}

function TotpEnrolment({
  setup,
  onCancel,
  onConfirmed,
}: {
  setup: TotpSetup;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const confirm = useConfirmTotp();
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: (v) => (/^\d{6}$/.test(v.trim()) ? null : 'Enter the 6-digit code.') },
  });
  const submit = form.onSubmit((values) => {
    setGeneral(null);
    confirm.mutate(values.code.trim(), {
      onSuccess: (status) => onConfirmed(status.recovery_codes ?? []),
      onError: (err) => setGeneral(showErrors(err, form.setFieldError, ['code'])),
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Set up an authenticator app">
      <Stack gap="md" maw={420}>
        <Text>
          Scan this QR code with your authenticator app, or type the key below into it. Then enter
          the 6-digit code it shows.
        </Text>
        <Image
          src={setup.qr}
          alt="QR code to add Voluntech to your authenticator app"
          w={200}
          h={200}
        />
        <div>
          <Text size="sm" fw={500}>
            Key for manual entry
          </Text>
          <Code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
            {setup.secret}
          </Code>
        </div>
        <FormAlert message={general} />
        <TextInput
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          {...form.getInputProps('code')}
        />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            Turn on
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="green" role="status">
        <Text fw={700} inherit>
          Two-step sign-in is on.
        </Text>
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone.
        They are shown only now.
      </Alert>
      <List aria-label="Recovery codes" spacing={4} listStyleType="none" ff="monospace">
        {codes.map((c) => (
          <List.Item key={c}>{c}</List.Item>
        ))}
      </List>
      <Group>
        <Button onClick={onDone}>I saved my recovery codes</Button>
      </Group>
    </Stack>
  );
}

function DisableForm({ status }: { status: TwoStepStatus }) {
  const disable = useDisableTwoStep();
  const sendCode = useSendOwnCode();
  const [otpId, setOtpId] = useState<string | undefined>();
  const [general, setGeneral] = useState<string | null>(null);
  const app = status.method === 'totp';
  const form = useForm({
    initialValues: { password: '', code: '' },
    validate: {
      password: (v) => (v ? null : 'Enter your password.'),
      code: (v) => (v.trim() ? null : 'Enter the code.'),
    },
  });
  const submit = form.onSubmit((values) => {
    setGeneral(null);
    disable.mutate(
      { password: values.password, code: values.code.trim(), otpId },
      {
        onSuccess: () => {
          form.reset();
          setOtpId(undefined);
          notifications.show({
            title: TWO_STEP_TITLE,
            message: status.required
              ? 'Your authenticator app was removed: we will email you a code at each sign-in.'
              : 'Two-step sign-in is off.',
          });
        },
        onError: (err) => setGeneral(showErrors(err, form.setFieldError, ['password', 'code'])),
      },
    );
  });
  const label = status.required ? 'Stop using the authenticator app' : 'Turn off two-step sign-in';
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md" maw={420}>
        <Text size="sm" c="gray.7">
          {app
            ? 'To turn it off, enter your password and a code from your authenticator app or a recovery code.'
            : 'To turn it off, enter your password and a code we email you.'}
        </Text>
        <FormAlert message={general} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        {!app ? (
          <Group>
            <Button
              variant="default"
              loading={sendCode.isPending}
              onClick={() =>
                sendCode.mutate(undefined, {
                  onSuccess: (res) => setOtpId(res.otpId),
                  onError: (err) => setGeneral(errorMessage(err)),
                })
              }
            >
              {otpId ? 'Send a new code' : 'Email me a code'}
            </Button>
          </Group>
        ) : null}
        <TextInput
          label={
            app ? 'Code from your authenticator app or a recovery code' : 'Code from the email'
          }
          autoComplete="one-time-code"
          required
          {...form.getInputProps('code')}
        />
        <Group>
          <Button type="submit" color="red" variant="outline" loading={disable.isPending}>
            {label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
