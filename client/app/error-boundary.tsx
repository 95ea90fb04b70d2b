import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LAYOUT_MESSAGES } from '#shared/messages/layout.ts';

const M = LAYOUT_MESSAGES.appError;

/** Last resort: a render error shows a calm French message instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">{M.title}</h1>
        <p className="mt-3 text-slate-600">{M.body}</p>
        <button type="button" onClick={() => window.location.reload()} className="mt-6 rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
          {M.reload}
        </button>
      </div>
    );
  }
}
