import { Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A new deployment removed the chunk this page was built with: reloading fetches the new one. */
const isStaleChunk = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);

/** What a page that threw while rendering shows instead (the router's error boundary, `app/router.tsx`). */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const stale = isStaleChunk(error);
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <Title order={1} size="h2">
          {stale ? t('errorPage.staleTitle') : t('errorPage.title')}
        </Title>
        <Text c="dimmed">{stale ? t('errorPage.staleText') : t('errorPage.text')}</Text>
        {import.meta.env.DEV && error instanceof Error && (
          <Code block w="100%" ta="left">
            {error.message}
          </Code>
        )}
        <Group mt="md">
          <Button onClick={() => window.location.reload()}>{t('errorPage.reload')}</Button>
          <Button variant="default" component="a" href="/">
            {t('errorPage.home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
