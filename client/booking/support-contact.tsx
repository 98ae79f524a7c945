/**
 * A text naming the support address (`{email}`), the address a mailto: link (spec 8.1 "with a
 * contact e-mail ({email}) for help").
 */
export function SupportContact({ text, email }: { text: string; email: string }) {
  const [before, after = ''] = text.split('{email}');
  return (
    <p>
      {before}
      <a href={`mailto:${email}`}>{email}</a>
      {after}
    </p>
  );
}
