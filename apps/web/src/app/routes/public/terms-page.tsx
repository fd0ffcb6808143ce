import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PublicArticle, PublicSection } from '../../../components/layout/public-article';
import { paths } from '../../../lib/paths';

export default function TermsPage() {
  return (
    <PublicArticle
      title="Terms and Conditions"
      updated="22 November 2026"
      lead="These terms apply to everyone who signs in to this installation of Argus. By signing in you accept them."
    >
      <PublicSection title="1. Accounts">
        <List spacing="xs">
          <List.Item>
            Accounts are personal. An administrator of the operator approves each one and decides which folders it may
            open.
          </List.Item>
          <List.Item>
            Keep your password to yourself and do not share your account. If you think someone else knows your password,
            change it or ask for a reset link at once, and tell your administrator.
          </List.Item>
        </List>
      </PublicSection>
      <PublicSection title="2. Acceptable use">
        <List spacing="xs">
          <List.Item>Use Argus for your organisation&apos;s own business research and decisions.</List.Item>
          <List.Item>
            Do not try to reach folders or functions that were not granted to you, to get around limits, or to copy the
            data in bulk by automated means other than the exports Argus offers.
          </List.Item>
          <List.Item>
            Do not use Argus to profile private individuals or for any purpose that breaks the law, including data
            protection and competition law.
          </List.Item>
        </List>
      </PublicSection>
      <PublicSection title="3. Accuracy of the content">
        <Text>
          Signals and mentions are extracted automatically from public media and reviewed by people, yet they can be
          wrong, late or incomplete. They are information, not investment, legal or other professional advice. Check the
          linked source before you act on one.
        </Text>
      </PublicSection>
      <PublicSection title="4. Using what you see">
        <Text>
          Use signals, reports and exports within your organisation. Do not publish or resell them without the
          operator&apos;s written consent. The rights to quoted articles stay with their publishers.
        </Text>
      </PublicSection>
      <PublicSection title="5. Records and privacy">
        <Text>
          To keep the data trustworthy and the service secure, Argus records sign-ins (successful and failed) and every
          change to signals, users, customers and monitored companies, with time, account and network address.
          Administrators of the operator can read these records. What Argus keeps in your browser is described in the{' '}
          <Anchor component={Link} to={paths.cookies} underline="always">
            Cookie Statement
          </Anchor>
          .
        </Text>
      </PublicSection>
      <PublicSection title="6. Availability and changes">
        <Text>
          The operator aims to keep Argus available at all times but may interrupt it for maintenance, and may change
          its features. Changes to these terms are shown here with a new date.
        </Text>
      </PublicSection>
      <PublicSection title="7. Suspension">
        <Text>
          An administrator may disable an account that is misused, that breaks these terms, or that is no longer needed.
        </Text>
      </PublicSection>
      <PublicSection title="8. Liability and law">
        <Text>
          The operator is liable under the statutory provisions for intent and gross negligence; otherwise only as far
          as the applicable law requires. These terms are governed by the law of the operator&apos;s seat, named in the{' '}
          <Anchor component={Link} to={paths.imprint} underline="always">
            Imprint
          </Anchor>
          .
        </Text>
      </PublicSection>
    </PublicArticle>
  );
}
