/** Puts a screen inside the shared query cache (client/lib/query-client.ts); loaded with the screen. */
import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '#client/lib/query-client.ts';

export function withQueries<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  function WithQueries(props: Props) {
    return (
      <QueryClientProvider client={queryClient}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  return WithQueries;
}
