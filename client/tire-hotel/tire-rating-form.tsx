import { type FormEvent, useId, useState } from 'react';
import { addReviewRoute } from '../contracts/tire-hotel.route.ts';
import { tireHotelTextLimit } from '../contracts/tire-hotel-rules.ts';
import { callApi } from '../lib/api-call.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { StarRating } from '../ui/star-rating.tsx';
import type { TireHotelTexts } from './tire-hotel.texts.ts';

type Phase = 'choosing' | 'sending' | 'sent';

/**
 * 'Hur var det att boka?' (booking spec 4.3, 5.4, 8.3): 1 to 5 stars and an optional comment;
 * 'Skicka betyg' waits for a star and is disabled while sending. Once sent the form gives way to
 * the thank-you, whatever the answer: a failed review is a success for the visitor.
 */
export function TireRatingForm({ texts }: { texts: TireHotelTexts['rating'] }) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [phase, setPhase] = useState<Phase>('choosing');

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rating === null || phase !== 'choosing') return;
    setPhase('sending');
    try {
      await callApi(addReviewRoute, {
        rating,
        comment: comment.trim(),
        date: new Date().toISOString(),
      });
    } catch (error) {
      console.info('tire hotel: review not stored', String(error));
    }
    setPhase('sent');
  };

  if (phase === 'sent')
    return (
      <p className="tire-rating__thanks" role="status">
        {texts.thanks}
      </p>
    );
  const sending = phase === 'sending';
  return (
    <form className="tire-rating" onSubmit={send} aria-busy={sending} noValidate>
      <StarRating
        legend={texts.title}
        value={rating}
        onChange={setRating}
        starLabel={texts.star}
        disabled={sending}
      />
      <div className="tire-booking-field tire-booking-field--wide">
        <label htmlFor={`${id}-comment`}>{texts.comment}</label>
        <textarea
          id={`${id}-comment`}
          name="comment"
          className="field-control"
          rows={3}
          maxLength={tireHotelTextLimit}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          disabled={sending}
        />
      </div>
      <div className="tire-booking-actions">
        <Button variant="Secondary" type="submit" disabled={rating === null || sending}>
          {texts.send}
        </Button>
        {sending ? <Spinner label={texts.sending} size="small" /> : null}
      </div>
    </form>
  );
}
