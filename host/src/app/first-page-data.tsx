import { useState, type ReactNode } from 'react';
import { PageDataContext, type PageAnswers } from '@club/shared-ui/page-data';
import { useLocation } from '@club/shared-ui/router';

/**
 * The answers the server drew the first page with, for that page only: the first navigation leaves them, and every
 * later page loads its own data.
 */
export function FirstPageData({ answers, children }: { answers: PageAnswers | null; children: ReactNode }) {
  const location = useLocation();
  const [firstKey] = useState(location.key);
  const source = answers && location.key === firstKey ? { answers } : null;
  return <PageDataContext value={source}>{children}</PageDataContext>;
}
