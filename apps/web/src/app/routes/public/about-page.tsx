import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PublicArticle, PublicSection } from '../../../components/layout/public-article';
import { useSessionStore } from '../../../shared/state/session-store';
import { paths } from '../../../lib/paths';

export default function AboutPage() {
  // Someone already signed in needs neither the sign-up nor the reset link (both pages are for guests only).
  const signedIn = useSessionStore((state) => state.status === 'success');
  return (
    <PublicArticle
      title="About Argus"
      lead="Argus is a corporate-intelligence console. It reads the media for events about the companies you monitor and brings them into one place, so that your team reads the signal instead of the noise."
    >
      <PublicSection title="What it shows">
        <List spacing="xs">
          <List.Item>
            <b>Signals</b>: events about a monitored company (an acquisition, a leadership change, a lawsuit, a plant
            closure…) extracted from news, blogs, forums and filings, each with its source, the sentence it was found
            in, a reliability from Very Low to Very High, and its language.
          </List.Item>
          <List.Item>
            <b>Mentions</b>: media items that match your folder&apos;s search terms, to discover what is not yet a
            signal.
          </List.Item>
          <List.Item>
            <b>Overview and map</b>: how many signals of which kind, where the companies are, and which of them are most
            affected.
          </List.Item>
          <List.Item>
            <b>Knowledge graph</b>, where enabled: how companies connect through industries and shared events.
          </List.Item>
          <List.Item>
            <b>Daily digests</b> by e-mail, with the filters you choose.
          </List.Item>
        </List>
      </PublicSection>
      <PublicSection title="How signals are made">
        <Text>
          Signals are extracted automatically from public sources in several languages. Moderators review them: they
          correct, hide or remove what is wrong, and every change is recorded. Your likes and dislikes tell the team
          which signals help you. Automatic extraction can still be mistaken, so check the source before you act on a
          signal.
        </Text>
      </PublicSection>
      <PublicSection title="Who uses it">
        <Text>
          Analysts triage the signals of their own folders. Moderators curate signals for all customers and maintain the
          monitored companies. Administrators also manage users, customers and the audit log.
        </Text>
      </PublicSection>
      {!signedIn && (
        <PublicSection title="Getting access">
          <Text>
            Argus is not open to the public.{' '}
            <Anchor component={Link} to={paths.signUp} underline="always">
              Ask for an account
            </Anchor>{' '}
            and an administrator of this installation reviews your request and grants your folders. If you have
            forgotten your password,{' '}
            <Anchor component={Link} to={paths.forgotPassword} underline="always">
              ask for a reset link
            </Anchor>
            .
          </Text>
        </PublicSection>
      )}
    </PublicArticle>
  );
}
