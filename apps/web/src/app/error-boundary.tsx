import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../components/feedback/error-screen.tsx';

interface State {
  failed: boolean;
}

/** Last line of defence above the router and providers; route errors are caught by the router first. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
