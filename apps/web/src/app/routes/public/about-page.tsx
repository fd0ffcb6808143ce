import { List, Text, Title } from '@mantine/core';
import { PublicArticle } from '../../../components/layout/public-article';

export default function AboutPage() {
  return (
    <PublicArticle title="About Argus">
      <Text>
        Argus is a corporate-intelligence console. It watches media for events about the companies you monitor and puts
        them in one place, so that your team reads the signal instead of the noise.
      </Text>
      <Title order={2} fz="lg">
        What it shows
      </Title>
      <List spacing="xs">
        <List.Item>
          <b>Signals</b>: events about a target company (an acquisition, a leadership change, a lawsuit…) extracted from
          news, blogs, forums and filings, each with its source, reliability and language.
        </List.Item>
        <List.Item>
          <b>Mentions</b>: media items that match your folder&apos;s search terms.
        </List.Item>
        <List.Item>
          <b>Overview, map and knowledge graph</b>: where the signals cluster, and how companies connect.
        </List.Item>
      </List>
      <Title order={2} fz="lg">
        Who uses it
      </Title>
      <Text>
        Analysts triage the signals of their own folders. Moderators curate signals for all customers and maintain the
        monitored companies. Administrators also manage users, customers and the audit log.
      </Text>
    </PublicArticle>
  );
}
