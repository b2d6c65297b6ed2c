import { Anchor, type AnchorProps } from '@mantine/core';

/**
 * A phone number that dials when tapped, styled as the text around it (not a browser-blue link): the number is
 * information first, and a call on a phone.
 */
export function PhoneLink({ phone, ...props }: { phone: string } & AnchorProps) {
  return (
    <Anchor
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      c="inherit"
      underline="hover"
      style={{ whiteSpace: 'nowrap' }}
      data-testid="phone-link"
      {...props}
    >
      {phone}
    </Anchor>
  );
}
