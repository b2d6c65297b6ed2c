import { Alert, Anchor, Box, Card, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import {
  type CustomerOrderDocument,
  type OrderLink,
  useCustomerOrderPage,
  YOUR_ORDER_QUERIES,
} from '../../api/yourOrder.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { PhoneLink } from '../../components/PhoneLink.tsx';
import { useFormat } from '../../format/index.ts';
import { currentLanguage, hasChosenLanguage, isLanguage, showLanguage } from '../../i18n/index.ts';
import { CancelCard } from './CancelCard.tsx';
import { ConversationCard } from './ConversationCard.tsx';
import { DocumentList } from './DocumentList.tsx';
import { LeaveDepositCard } from './LeaveDepositCard.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PayByCard } from './PayByCard.tsx';
import { PaymentLinkCard } from './PaymentLinkCard.tsx';
import { RenewDepositCard } from './RenewDepositCard.tsx';
import { ShopHeader } from './ShopHeader.tsx';
import { SignDocument } from './SignDocument.tsx';

/**
 * The customer's own page of an order, opened from the link in the shop's mails: no account, the link's token is
 * the key. Phone first: one column — what is left to pay and the shop's payment or deposit link at the top, then the
 * documents to read and sign, the order's summary, the conversation with the shop and cancelling.
 */
export default function YourOrderPage() {
  const { t } = useTranslation();
  const { slug = '', orderId = '' } = useParams();
  const [params] = useSearchParams();
  const link: OrderLink = { slug, orderId, token: params.get('token') ?? '' };
  // follows the language switcher: useTranslation renders the page again on a change
  const language = currentLanguage();
  // back from the card page: the payment shows once the provider's webhook is in, so the page asks until then
  const backFromCard = params.get('card') === '1';
  // a payment or deposit link the shop mailed, or a deposit whose card hold is to be authorised again
  const linkId = params.get('link');
  const bailId = params.get('bail');
  const page = useCustomerOrderPage(link, language, backFromCard);
  const queryClient = useQueryClient();
  const [signing, setSigning] = useState<CustomerOrderDocument | null>(null);
  const [signedAt, setSignedAt] = useState<string | null>(null);
  const format = useFormat(page.data?.shop.timezone);
  const customerLanguage = page.data?.customer?.language;
  // the page speaks the language of the shop's mails to this customer, unless the reader chose one on this device
  useEffect(() => {
    if (isLanguage(customerLanguage) && !hasChosenLanguage()) void showLanguage(customerLanguage);
  }, [customerLanguage]);

  const body = !link.token ? (
    <Alert color="red" variant="light" role="alert">
      {t('yourOrder.noToken')}
    </Alert>
  ) : page.isPending ? (
    <PageLoader />
  ) : page.isError ? (
    page.error instanceof ApiError && page.error.status === 404 ? (
      <Alert color="red" variant="light" role="alert">
        {t('yourOrder.notFound')}
      </Alert>
    ) : (
      <ErrorAlert error={page.error} onRetry={() => page.refetch()} />
    )
  ) : (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('yourOrder.title', { number: page.data.order.number })}
      </Title>
      {signedAt && (
        <Alert color="teal" variant="light" role="status">
          {t('yourOrder.signing.done', { date: format.dateTime(signedAt) })}
        </Alert>
      )}
      {backFromCard && page.data.order.balance > 0 && (
        <Alert color="blue" variant="light" role="status">
          {t('yourOrder.pay.back')}
        </Alert>
      )}
      {linkId && (
        <PaymentLinkCard link={link} linkId={linkId} timeZone={page.data.shop.timezone} backFromCard={backFromCard} />
      )}
      {bailId && <RenewDepositCard link={link} bailId={bailId} />}
      {!linkId && page.data.order.balance > 0 && page.data.order.type !== 'CANCELED' && !page.data.order.isRequest && (
        <PayByCard link={link} page={page.data} />
      )}
      {!linkId && <LeaveDepositCard link={link} page={page.data} />}
      {signing ? (
        <SignDocument
          link={link}
          document={signing}
          defaultName={page.data.customer?.name ?? ''}
          consent={page.data.signing.consent}
          language={page.data.signing.language}
          onSigned={(at) => {
            setSigning(null);
            setSignedAt(at);
            window.scrollTo(0, 0);
            void queryClient.invalidateQueries({ queryKey: YOUR_ORDER_QUERIES });
          }}
          onCancel={() => setSigning(null)}
        />
      ) : (
        <DocumentList
          link={link}
          documents={page.data.documents}
          timeZone={page.data.shop.timezone}
          onSign={(document) => {
            setSignedAt(null);
            setSigning(document);
          }}
        />
      )}
      <OrderSummary shop={page.data.shop} order={page.data.order} />
      <ConversationCard link={link} page={page.data} />
      <CancelCard link={link} page={page.data} />
      <Contact shop={page.data.shop} />
    </Stack>
  );

  return (
    <Box mih="100dvh" bg="gray.0">
      <ShopHeader shop={page.data?.shop} />
      <Box component="main" maw={720} mx="auto" px="sm" py="md">
        {body}
      </Box>
    </Box>
  );
}

function Contact({ shop }: { shop: { name: string; email: string | null; phone: string | null } }) {
  const { t } = useTranslation();
  if (!shop.email && !shop.phone) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="your-order-contact">
      <Stack gap={4}>
        <Title order={2} size="h4" id="your-order-contact">
          {t('yourOrder.contact.title')}
        </Title>
        <Text size="sm" fw={600}>
          {shop.name}
        </Text>
        {shop.email && (
          <Text size="sm">
            <Text span size="sm" c="dimmed">
              {t('yourOrder.contact.email')}
            </Text>{' '}
            <Anchor href={`mailto:${shop.email}`}>{shop.email}</Anchor>
          </Text>
        )}
        {shop.phone && (
          <Text size="sm">
            <Text span size="sm" c="dimmed">
              {t('yourOrder.contact.phone')}
            </Text>{' '}
            <PhoneLink phone={shop.phone} />
          </Text>
        )}
      </Stack>
    </Card>
  );
}
