import { Code, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useMemo } from 'react';
import { MAIL_FRAME_SANDBOX, mailDocument } from '../lib/mail-document';
import classes from './mail-viewer.module.css';
import { MOBILE_QUERY } from '../../../lib/mobile-query';
import { useMediaMatches } from '../../../components/hooks/use-media-matches';

/** A mail as the screen shows it: its subject, recipients and both parts. */
export type ViewedMail = { subject: string; recipients: string[]; text: string; html: string | null };

type MailViewerProps = { mail: ViewedMail | null; onClose: () => void };

/**
 * A sent (or previewed) mail. Its HTML part is drawn in a sandboxed frame from `srcdoc`: no scripts, no access to the
 * console's origin, whatever the mail holds; the text part is shown as text.
 */
export function MailViewer({ mail, onClose }: MailViewerProps) {
  const phone = useMediaMatches(MOBILE_QUERY);
  return (
    <Modal
      opened={mail !== null}
      onClose={onClose}
      title="E-mail"
      size="xl"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': 'Close the mail' }}
    >
      {mail && <MailParts mail={mail} />}
    </Modal>
  );
}

function MailParts({ mail }: { mail: ViewedMail }) {
  const document = useMemo(() => (mail.html ? mailDocument(mail.html) : null), [mail.html]);
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600} data-testid="mail-subject">
          {mail.subject}
        </Text>
        <Text size="sm" c="dimmed">
          To {mail.recipients.join(', ')}
        </Text>
      </div>
      <Tabs defaultValue={document ? 'html' : 'text'} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="html" disabled={!document}>
            HTML
          </Tabs.Tab>
          <Tabs.Tab value="text">Text</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="sm">
          {document && (
            <iframe
              className={classes.frame}
              title="The mail's HTML part"
              sandbox={MAIL_FRAME_SANDBOX}
              srcDoc={document}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="sm">
          <Code block className={classes.text} data-testid="mail-text">
            {mail.text}
          </Code>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
