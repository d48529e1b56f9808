import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { Alert } from '@club/shared-ui/alert';

interface RemoteBoundaryProps {
  /** What failed, for the console. */
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failed remote to its own route subtree or home section: a translated fallback with a retry button. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.label} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RemoteFallback onRetry={this.props.onRetry} /> : this.props.children;
  }
}

function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('host');
  return (
    <Alert variant="error" action={{ label: t('Try again'), onClick: onRetry }}>
      {t('This part of the site could not be loaded. The rest of the site still works.')}
    </Alert>
  );
}
