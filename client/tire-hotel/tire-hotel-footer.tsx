import { SupportContact } from '../booking/support-contact.tsx';
import type { TireHotelTexts } from './tire-hotel.texts.ts';

/**
 * The footer of every page (booking spec 2.5): the question, the support address as a mailto:
 * link, and 'Logga ut' once the visitor is logged in (a code was sent, or the code was verified).
 */
export function TireHotelFooter({
  texts,
  supportEmail,
  loggedIn,
  onLogout,
}: {
  texts: TireHotelTexts['footer'];
  supportEmail: string;
  loggedIn: boolean;
  onLogout: () => void;
}) {
  return (
    <footer className="tire-hotel-footer">
      <div>
        <p className="tire-hotel-footer__question">{texts.question}</p>
        <SupportContact text={texts.email} email={supportEmail} />
      </div>
      {loggedIn ? (
        <button type="button" className="button button--secondary" onClick={onLogout}>
          {texts.logout}
        </button>
      ) : null}
    </footer>
  );
}
