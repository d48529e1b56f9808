import { Component, lazy, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { Alert } from '@club/shared-ui/alert';

interface PartBoundaryProps {
  /** What failed, for the console. */
  label: string;
  /** What shows instead of a failed part: a PartFallback, or nothing where the part may just disappear. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a failed part of the page (a remote's route, widget or home section, a host section, a lazy part of the
 * host whose code did not load) to itself.
 */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
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

/** The translated fallback of a failed part, with a retry button. */
export function PartFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('host');
  return (
    <Alert variant="error" action={{ label: t('Try again'), onClick: onRetry }}>
      {t('This part of the site could not be loaded. The rest of the site still works.')}
    </Alert>
  );
}

/**
 * A lazy part of the host, failing on its own: its code loads when it first renders (inside the caller's
 * Suspense); a load that fails shows the translated fallback, whose retry asks for the code again.
 */
export function lazyPart<P extends object>(label: string, load: () => Promise<ComponentType<P>>) {
  const fresh = () => lazy(async () => ({ default: await load() }));
  let Lazy = fresh();
  return function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Lazy = fresh();
      setAttempt(attempt + 1);
    };
    return (
      <PartBoundary key={attempt} label={label} fallback={<PartFallback onRetry={retry} />}>
        <Lazy {...props} />
      </PartBoundary>
    );
  };
}
