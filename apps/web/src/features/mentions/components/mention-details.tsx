import type { Mention } from '@argus/contract';
import { Anchor, Blockquote, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Fact, FactTable } from '../../../components/details-drawer/fact-table';
import { ItemIdFact, PublishedFact, SourceFact } from '../../../shared/item-stream/item-facts';
import type { SearchTerm } from '../lib/search-terms';
import { KeywordMarks } from './keyword-marks';
import { MentionBadges } from './mention-parts';

type MentionDetailsProps = {
  mention: Mention;
  /** Marked in the texts, as on the card. */
  keywords: readonly string[];
  /** The folder's search terms whose keywords occur in the mention. */
  foundBy: readonly SearchTerm[];
  /** The Signals screen filtered to one company (composed by the route page); without it the names are plain text. */
  signalsHrefOf?: (company: string) => string;
};

/** Every field of one mention: the headline, the whole sentence and its translation, who wrote it, where and when. */
export function MentionDetails({ mention, keywords, foundBy, signalsHrefOf }: MentionDetailsProps) {
  return (
    <Stack gap="md" data-testid="mention-details">
      <Stack gap={4}>
        <Title order={2} fz={{ base: 18, sm: 20 }} lang={mention.language} data-testid="mention-details-title">
          <KeywordMarks text={mention.title} keywords={keywords} />
        </Title>
        <Group gap={6} mt={4}>
          <MentionBadges mention={mention} />
        </Group>
      </Stack>

      <Blockquote p="sm" fz="sm" lang={mention.language} data-testid="mention-details-sentence">
        <KeywordMarks text={mention.sentence} keywords={keywords} />
      </Blockquote>

      {mention.translatedSentence ? (
        <Stack gap={4}>
          <Title order={3} fz="sm" tt="uppercase" c="dimmed">
            Translation
          </Title>
          <Text size="sm" fs="italic" data-testid="mention-details-translation">
            <KeywordMarks text={mention.translatedSentence} keywords={keywords} />
          </Text>
        </Stack>
      ) : null}

      <FactTable testId="mention-details-facts">
        <PublishedFact publishDate={mention.publishDate} testId="mention-details-published" />
        <Fact label="Authors" testId="mention-details-authors">
          {mention.authors ? <KeywordMarks text={mention.authors} keywords={keywords} /> : 'Not named'}
        </Fact>
        <SourceFact item={mention} testId="mention-details-source" />
        <Fact label="Media segment">{mention.mediaSegment}</Fact>
        <Fact label="Language">{mention.language}</Fact>
        <Fact label="Reliability">{mention.reliability}</Fact>
        <Fact label="Companies" testId="mention-details-companies">
          <MentionCompanies companies={mention.companies} signalsHrefOf={signalsHrefOf} />
        </Fact>
        <Fact label="Found by" testId="mention-details-found-by">
          {foundBy.length === 0 ? (
            <Text span c="dimmed" fz="sm">
              None of the folder&apos;s search terms
            </Text>
          ) : (
            <Stack gap={2}>
              {foundBy.map(({ term, keywords: found }) => (
                <Text key={term} fz="sm">
                  <Text span inherit fw={600}>
                    {term}
                  </Text>
                  : {found.join(', ')}
                </Text>
              ))}
            </Stack>
          )}
        </Fact>
        <ItemIdFact label="Mention id" id={mention.uuid} />
      </FactTable>
    </Stack>
  );
}

/** The folder's companies recognised in the title and sentence on arrival, each leading to its signals. */
function MentionCompanies({
  companies,
  signalsHrefOf,
}: Pick<MentionDetailsProps, 'signalsHrefOf'> & { companies: readonly string[] }) {
  if (companies.length === 0) {
    return (
      <Text span c="dimmed" fz="sm">
        None of the folder&apos;s companies recognised
      </Text>
    );
  }
  return (
    <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Companies named">
      {companies.map((company) => (
        <li key={company}>
          {signalsHrefOf ? (
            <Anchor component={Link} to={signalsHrefOf(company)} fz="sm" title={`The signals of ${company}`}>
              {company}
            </Anchor>
          ) : (
            <Text span fz="sm">
              {company}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
