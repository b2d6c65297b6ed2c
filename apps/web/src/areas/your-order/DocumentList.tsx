import { Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CustomerOrderDocument, customerDocumentUrl, type OrderLink } from '../../api/yourOrder.ts';
import { useFormat } from '../../format/index.ts';
import { documentKindName } from './documentKind.ts';

/** The order's documents: each to read once ready, to sign when the shop asks for it, or shown signed with its date. */
export function DocumentList({
  link,
  documents,
  timeZone,
  onSign,
}: {
  link: OrderLink;
  documents: CustomerOrderDocument[];
  timeZone: string;
  onSign: (document: CustomerOrderDocument) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat(timeZone);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="your-order-documents">
      <Stack gap="sm">
        <Title order={2} size="h4" id="your-order-documents">
          {t('yourOrder.documents.title')}
        </Title>
        {documents.length === 0 && <Text size="sm">{t('yourOrder.documents.none')}</Text>}
        {documents.map((d) => {
          const name = documentKindName(t, d.kind);
          return (
            <Card key={d.id} withBorder radius="sm" padding="sm" component="article" aria-label={name}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{name}</Text>
                  {d.awaitsSignature && d.ready && (
                    <Badge color="orange" variant="light" miw="max-content">
                      {t('yourOrder.documents.toSign')}
                    </Badge>
                  )}
                </Group>
                {d.signedAt && (
                  <Text size="sm" c="teal.8" fw={600}>
                    {t('yourOrder.documents.signedOn', { date: format.dateTime(d.signedAt) })}
                  </Text>
                )}
                {!d.ready ? (
                  <Group gap="xs" role="status">
                    <Loader size="xs" aria-hidden />
                    <Text size="sm">{t('yourOrder.documents.preparing')}</Text>
                  </Group>
                ) : (
                  <Group gap="sm" wrap="wrap">
                    <Anchor href={customerDocumentUrl(link, d.id)} target="_blank" rel="noopener" size="sm">
                      {t('yourOrder.documents.read')}
                    </Anchor>
                    {d.awaitsSignature && (
                      <Button size="sm" ml="auto" onClick={() => onSign(d)}>
                        {t('yourOrder.documents.sign')}
                      </Button>
                    )}
                  </Group>
                )}
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </Card>
  );
}
