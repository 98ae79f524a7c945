import { telHref } from '../lib/tel-href.ts';

/** A phone number as written, as a link that dials it. */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={telHref(phone)}>{phone}</a>;
}

/** The phone and e-mail lines of a dealer's address, each a link that dials or writes to it. */
export function PhoneAndEmailLines({
  phone,
  email,
  texts,
}: {
  phone: string;
  email: string;
  texts: { phone: string; email: string };
}) {
  return (
    <>
      <p>
        {texts.phone}: <PhoneLink phone={phone} />
      </p>
      <p>
        {texts.email}: <a href={`mailto:${email}`}>{email}</a>
      </p>
    </>
  );
}
