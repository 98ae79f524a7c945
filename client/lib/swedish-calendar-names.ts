// The Swedish names of the week's days (Monday first) and of the months, as the Swedish-only
// flows' texts records show them in their calendars (the workshop booking's week calendar, the
// tire hotel's month calendar). One list, spread into each record, so the two never drift apart.

export const swedishWeekdays = [
  'måndag',
  'tisdag',
  'onsdag',
  'torsdag',
  'fredag',
  'lördag',
  'söndag',
];

export const swedishMonths = [
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
];
