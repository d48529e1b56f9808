import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { Alert } from '@club/shared-ui/alert';

interface RemoteBoundaryProps {
  /** What failed, for the console. */
  label: string;
  /** What shows instead of a failed part: a RemoteFallback, or nothing where the part may just disappear. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failed part of the page (a remote's route, widget or home section, a host section) to itself. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.label} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The translated fallback of a failed route or widget, with a retry button. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('host');
  return (
    <Alert variant="error" action={{ label: t('Try again'), onClick: onRetry }}>
      {t('This part of the site could not be loaded. The rest of the site still works.')}
    </Alert>
  );
}
