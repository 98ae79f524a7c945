/** The anchor of each calculator in the accordion; the sticky column's cards link to them. */
export const financeAnchors = {
  loan: 'finance-loan',
  private: 'finance-private-leasing',
  company: 'finance-company-leasing',
} as const;
