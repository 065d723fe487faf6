import { Component, type ReactNode } from 'react';

interface ChunkErrorBoundaryProps {
  children: ReactNode;
  /** Called once when a lazily loaded part fails (a dropped connection, say). */
  onError: (error: unknown) => void;
}

interface ChunkErrorBoundaryState {
  failed: boolean;
}

/**
 * Around a lazily loaded part (the lightbox): if its code cannot be fetched, the part renders
 * nothing and the owner is told, instead of the whole page breaking. The owner can then let the
 * visitor try again, which remounts this boundary.
 */
export class ChunkErrorBoundary extends Component<
  ChunkErrorBoundaryProps,
  ChunkErrorBoundaryState
> {
  override state: ChunkErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ChunkErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
