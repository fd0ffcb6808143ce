import { Alert, Anchor, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { PublicArticle, PublicSection } from '../../../components/layout/public-article';

// Sample operator details: every installation of Argus is run by its own operator, who puts their own here.
const operator: { label: string; value: string; href?: string }[] = [
  { label: 'Company', value: 'Argus Intelligence GmbH' },
  { label: 'Address', value: 'Beispielstraße 12, 10115 Berlin, Germany' },
  { label: 'Managing directors', value: 'Jana Beispiel, Tom Muster' },
  { label: 'Commercial register', value: 'Amtsgericht Berlin-Charlottenburg, HRB 000000 B' },
  { label: 'VAT ID', value: 'DE000000000' },
  { label: 'E-mail', value: 'contact@argus.example', href: 'mailto:contact@argus.example' },
  { label: 'Phone', value: '+49 30 0000 0000', href: 'tel:+4930000000000' },
];

export default function ImprintPage() {
  return (
    <PublicArticle title="Imprint" lead="Information about the operator of this Argus installation.">
      <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />} title="Sample details">
        The company below is a placeholder. The organisation that runs this installation replaces it with its own legal
        name, address and register entry before going live.
      </Alert>
      <PublicSection title="Operator">
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {operator.map(({ label, value, href }) => (
              <Table.Tr key={label}>
                <Table.Th w={{ base: 120, sm: 200 }}>{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {href ? (
                    <Anchor href={href} fz="inherit" underline="always">
                      {value}
                    </Anchor>
                  ) : (
                    value
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </PublicSection>
      <PublicSection title="Responsible for the content">
        <Text>Jana Beispiel, address as above.</Text>
      </PublicSection>
      <PublicSection title="Your account and the data shown">
        <Text>
          For questions about your account, your folders or a signal, contact the administrator of this installation
          first: they can answer fastest. Sign-ins and changes are recorded in an audit log, as the Terms and Conditions
          explain.
        </Text>
      </PublicSection>
      <PublicSection title="Sources">
        <Text>
          Signals and mentions quote and link public media. The rights to those texts remain with their publishers;
          Argus shows short excerpts with a link to the original.
        </Text>
      </PublicSection>
    </PublicArticle>
  );
}
