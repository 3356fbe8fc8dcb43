/** The plain messages a failed provider sign-in shows on /login. */
export const providerMessages = {
  denied: (provider: string) =>
    `You did not allow ${provider} to sign you in, so nothing was changed. You can try again or sign in with your email.`,
  providerError: (provider: string) =>
    `${provider} could not sign you in right now. Please try again later or sign in with your email.`,
  state:
    'This sign-in could not be confirmed (it was started in another tab or has expired). Please try again.',
  failed: 'Signing in with the provider failed. Please try again.',
};
