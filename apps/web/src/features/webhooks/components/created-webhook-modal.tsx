import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_SIGNATURE_HEADER, type CreatedWebhook } from '@argus/contract';
import { Code, Stack, Text } from '@mantine/core';
import { ShownOnceSecretModal } from '../../../components/shown-once-secret/shown-once-secret-modal';
import { splitWebhookUrl } from '../lib/webhook-text';

type CreatedWebhookModalProps = {
  /** The webhook just added; null once the modal is closed, after which nobody can see its secret again. */
  created: CreatedWebhook | null;
  onClose: () => void;
};

/** The new webhook's signing secret, shown this once, to copy; and how a receiver checks a signature. */
export function CreatedWebhookModal({ created, onClose }: CreatedWebhookModalProps) {
  const host = created ? splitWebhookUrl(created.url).host || created.url : '';
  return (
    <ShownOnceSecretModal
      secret={created ? created.secret : null}
      title={created ? `Webhook to ${host}` : 'Webhook'}
      warning="Copy this signing secret now: it will not be shown again."
      copyLabel="Copy secret"
      secretTestId="webhook-secret"
      onClose={onClose}
    >
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          How a receiver checks a delivery
        </Text>
        <Text size="sm">
          Each delivery carries <Code>{WEBHOOK_SIGNATURE_HEADER}: t=…,v1=…</Code>: <Code>t</Code> is the time in Unix
          seconds, <Code>v1</Code> the hex HMAC-SHA256 of <Code>t.body</Code> (the time, a dot, the raw body) keyed with
          this secret.
        </Text>
        <Text size="sm">
          Compute it over the body as received and compare; refuse an old <Code>t</Code>, and drop a{' '}
          <Code>{WEBHOOK_DELIVERY_HEADER}</Code> already seen: retries and replays send the same one.
        </Text>
      </Stack>
    </ShownOnceSecretModal>
  );
}
