import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage({ homeHref = '/' }: { homeHref?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Text fz={64} fw={800} c="teal.6" lh={1}>
          404
        </Text>
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to={homeHref} mt="md">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
